#!/usr/bin/env python3
"""Counts the public declarations under Sources that have no doc comment (`///` or `/** */`).

Usage: python3 Tests/Lint/public-docs.py [--list] [SOURCES]

Prints one line a module (public declarations, undocumented ones) and the total; with --list,
each undocumented declaration as file:line. Exits 1 when any is undocumented, so `make test`
fails on a public declaration added without its documentation.

A declaration is a line that declares something `public` (a type, function, initializer,
property, subscript, case, typealias, associated type or operator); `public extension` and
`public import` lines declare nothing of their own. Its documentation is the comment right above
it, past attribute lines (`@inlinable`, `@available(...)`) that stand alone.
"""
import os
import re
import sys

MODIFIERS = r'(?:nonisolated|final|override|static|class|mutating|nonmutating|convenience|required|indirect|dynamic|lazy|weak|unowned|prefix|postfix|infix|private\(set\)|fileprivate\(set\)|internal\(set\)|package\(set\))'
DECLARATION = re.compile(
    r'^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:' + MODIFIERS + r'\s+)*public\s+(?:' + MODIFIERS + r'\s+)*'
    r'(func|var|let|init|deinit|struct|enum|class|protocol|typealias|actor|subscript|case|associatedtype|macro|operator|extension|import)\b')
ATTRIBUTES_ONLY = re.compile(r'^\s*(?:@[\w.]+(?:\(.*\))?\s*)+$')


def undocumented(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    count, missing = 0, []
    for index, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match or match.group(1) in ('extension', 'import'):
            continue
        count += 1
        above = index - 1
        while above >= 0 and ATTRIBUTES_ONLY.match(lines[above]):
            above -= 1
        previous = lines[above].strip() if above >= 0 else ''
        if not (previous.startswith('///') or previous.endswith('*/')):
            missing.append((index + 1, line.strip()))
    return count, missing


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith('--')]
    root = arguments[0] if arguments else 'Sources'
    modules, listing = {}, []
    for folder, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(folder, name)
            module = os.path.relpath(path, root).split(os.sep)[0]
            count, missing = undocumented(path)
            totals = modules.setdefault(module, [0, 0])
            totals[0] += count
            totals[1] += len(missing)
            listing += [f'{path}:{line}: {text[:100]}' for line, text in missing]
    for module, (count, missing) in sorted(modules.items()):
        if count:
            print(f'{module:28} {count:5} public, {missing:4} undocumented')
    print(f'public declarations without a doc comment: {len(listing)}')
    if '--list' in sys.argv:
        print('\n'.join(listing))
    return 1 if listing else 0


if __name__ == '__main__':
    sys.exit(main())
