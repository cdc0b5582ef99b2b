#!/usr/bin/env python3
"""Lists every import of a package target that its target does not declare as a direct dependency.

Usage: swift package dump-package | python3 Tests/Lint/declared-imports.py

SwiftPM's own check (`--explicit-target-dependency-import-check=error`) accepts a module that a
target reaches through its dependencies' dependencies; this one asks for the edge itself, so
Package.swift shows every module a target uses. Prints one line a target with the modules it
imports without declaring them, and exits 1 when there is any.
"""
import json
import os
import re
import sys

IMPORT = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:internal|public|package|private|fileprivate)\s+)?'
                    r'import\s+(?:(?:struct|class|enum|func|var|let|protocol|typealias)\s+)?(\w+)')


def declared(target):
    names = set()
    for dependency in target['dependencies']:
        for kind in ('byName', 'target', 'product'):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def main():
    package = json.load(sys.stdin)
    targets = {target['name']: target for target in package['targets']}
    modules = {name.replace('-', '_'): name for name in targets}
    products = {product for target in targets.values() for dependency in target['dependencies']
                if 'product' in dependency for product in [dependency['product'][0]]}
    failures = 0
    for name, target in sorted(targets.items()):
        folder = target.get('path') or os.path.join('Tests' if target['type'] == 'test' else 'Sources', name)
        imports = set()
        for root, _, files in os.walk(folder):
            for file in files:
                if file.endswith('.swift'):
                    with open(os.path.join(root, file), encoding='utf-8') as source:
                        imports.update(m.group(1) for m in map(IMPORT.match, source) if m)
        missing = sorted(module for module in imports
                         if (module in modules or module in products)
                         and modules.get(module, module) not in declared(target) and modules.get(module) != name)
        if missing:
            failures += 1
            print(f'{name} imports {", ".join(missing)} without declaring it in Package.swift')
    print(f'targets with undeclared imports: {failures}')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
