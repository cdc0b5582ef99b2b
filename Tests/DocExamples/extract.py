#!/usr/bin/env python3
"""Collects every DocC code example into one Swift file that the tests compile and run.

Usage: python3 Tests/DocExamples/extract.py [--check] [--list]

Reads every ```swift block of the DocC articles (Sources/<Module>/<Module>.docc/*.md) and of the
doc comments (`///`) on public declarations under Sources, in a stable order (articles, then
sources, each sorted by path, blocks by line), and writes them to
Tests/KinetypeDocExamplesTests: DocExamples+<Module>.generated.swift holds a module's examples,
DocExamples.generated.swift the list of them all. With --check it writes nothing and exits 1 when
those files differ from what the docs now say (`make test` runs this before the build); the fix is
to run it without --check and commit what it writes. With --list it prints each
example's place and how it is wrapped.

Each block becomes an `enum` of its own (named after its file and line) whose
`static func run() async throws` holds the block, so its local types and names stay its own;
`import` lines are hoisted to the top of the files. `DocExamples.all` lists them for the test
(Tests/KinetypeDocExamplesTests) and for `make test-package`, which builds them in a package of
its own against this checkout. The file is generated: edit the docs, then run this script.

What a block may use besides its own lines (Tests/KinetypeDocExamplesTests/DocExample+Givens.swift):
- `card`, a small TitleCard, and `frame`, its first frame: the values a fragment about an
  existing card or frame means.
- Input files named in string literals (card.yaml, talk.srt, talk.vtt, talk.mp4, film.mkv,
  people.csv, badge.yaml, logo.svg, brand/fonts): each example runs in a fresh temporary folder,
  and the files it names are put there first (DocExampleInputs.swift; most are copied from
  Examples/ and Fonts/). `URL(fileURLWithPath: "name")` is taken relative to that folder.
- `print` writes nowhere (the examples print to show what a value is).

A block that is not a run of statements says how it is wrapped with an HTML comment on the line
right above its fence, which DocC does not show: `<!-- doc-example: KIND -->` (in a doc comment,
`/// <!-- doc-example: KIND -->`). The kinds:
- `declarations`: the block is placed at file scope, as it stands (extensions, conformances,
  file-private helpers, types that later blocks use); it is compiled, there is nothing to run.
- `draw`: the block is the body of a TextRenderer's `draw(layout:in:)`, with `layout`, `context`
  and `time` (seconds) in scope; a card drawn by that renderer runs it.
- `process`: run only in a process of its own, in its folder (`make test-package`): it uses the
  working directory otherwise than through `URL(fileURLWithPath:)`, such as a batch's output
  pattern.
- `main`: a program's `@main` type; compiled without `@main`, not run (it would run the CLI).
- `compile`: compiled, not run (it runs until stopped, such as a server).
- `manifest`: not Swift source of a program (a Package.swift line); `make test-package` writes a
  manifest with it instead.

An example that registers into a shared catalogue or the shared font list (`.shared.register(`,
`Font.registerFonts`) changes the process it runs in: the test compiles it but runs it only in
`make test-package`, which runs every example in a process of its own.

Doc comments on package or internal declarations are not part of the DocC documentation and are
not collected.
"""
import difflib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = 'Tests/KinetypeDocExamplesTests/DocExamples.generated.swift'
KINDS = ('run', 'declarations', 'draw', 'process', 'main', 'compile', 'manifest')
MARKER = re.compile(r'^<!--\s*doc-example:\s*([\w-]+)\s*-->$')
INPUTS = ('card.yaml', 'talk.srt', 'talk.vtt', 'talk.mp4', 'film.mkv', 'people.csv', 'badge.yaml', 'logo.svg', 'brand/fonts')
SHARED_STATE = re.compile(r'\.shared\.register\(|Font\.registerFonts\(')
IMPORT = re.compile(r'^import\s+(\w+)\s*(//.*)?$')
ACCESS = re.compile(r'\b(public|open|package|internal|fileprivate|private)\b')


class Example:
    def __init__(self, path, line, kind, lines):
        self.path, self.line, self.kind, self.lines = path, line, kind, lines

    @property
    def place(self):
        return f'{self.path}:{self.line}'

    @property
    def name(self):
        module = self.path.split('/')[1]
        stem = os.path.splitext(os.path.basename(self.path))[0]
        return re.sub(r'\W', '_', f'{module}_{stem}_{self.line}')


def fail(message):
    sys.stderr.write(f'extract.py: {message}\n')
    sys.exit(2)


def blocks(path, texts, prefix_of):
    """The ```swift blocks of `texts` (lines without their comment prefix), with their marker."""
    found, index = [], 0
    while index < len(texts):
        text = texts[index]
        if text.strip() == '```swift':
            indent = len(text) - len(text.lstrip())
            kind = 'run'
            above = texts[index - 1].strip() if index > 0 else ''
            marker = MARKER.match(above)
            if marker:
                kind = marker.group(1)
                if kind not in KINDS:
                    fail(f'{path}:{prefix_of(index - 1)}: unknown doc-example kind "{kind}"; one of {", ".join(KINDS)}')
            start, body = index, []
            index += 1
            while index < len(texts) and texts[index].strip() != '```':
                body.append(texts[index][indent:] if texts[index][:indent].strip() == '' else texts[index].lstrip())
                index += 1
            if index == len(texts):
                fail(f'{path}:{prefix_of(start)}: a ```swift block with no closing fence')
            found.append((prefix_of(start), kind, body, index))
        index += 1
    return found


def article_examples(path):
    texts = open(os.path.join(ROOT, path), encoding='utf-8').read().split('\n')
    return [Example(path, line, kind, body) for line, kind, body, _ in blocks(path, texts, lambda i: i + 1)]


def documented_access(lines, after):
    """The access of the declaration that the doc comment holding line `after` documents."""
    index = after + 1
    while index < len(lines) and (lines[index].strip().startswith('///') or lines[index].strip().startswith('@')
                                  or lines[index].strip() == ''):
        index += 1
    declaration = lines[index] if index < len(lines) else ''
    match = ACCESS.search(declaration.split('{')[0])
    if match:
        return match.group(1)
    # No modifier: a member of a public protocol or of a `public extension`, or a case of a public
    # enum, is public.
    depth = len(declaration) - len(declaration.lstrip())
    inherits = r'\s*(public|open)\s+' + (r'(extension|protocol|enum|indirect enum)\b' if declaration.strip().startswith('case ')
                                          else r'(extension|protocol)\b')
    for above in range(after, -1, -1):
        text = lines[above]
        if text.strip() and not text.strip().startswith('///') and len(text) - len(text.lstrip()) < depth:
            return 'public' if re.match(inherits, text) else 'internal'
    return 'internal'


def source_examples(path):
    lines = open(os.path.join(ROOT, path), encoding='utf-8').read().split('\n')
    examples, index = [], 0
    while index < len(lines):
        if not lines[index].strip().startswith('///'):
            index += 1
            continue
        start = index
        while index < len(lines) and lines[index].strip().startswith('///'):
            index += 1
        comment = [re.sub(r'^\s*/// ?', '', text) for text in lines[start:index]]
        found = blocks(path, comment, lambda i: start + i + 1)
        if found and documented_access(lines, index - 1) in ('public', 'open'):
            examples += [Example(path, line, kind, body) for line, kind, body, _ in found]
    return examples


def all_examples():
    articles, sources = [], []
    for folder, folders, files in os.walk(os.path.join(ROOT, 'Sources')):
        folders.sort()
        for name in sorted(files):
            path = os.path.relpath(os.path.join(folder, name), ROOT)
            if name.endswith('.md') and '.docc' in path:
                articles.append(path)
            elif name.endswith('.swift'):
                sources.append(path)
    examples = []
    for path in sorted(articles):
        examples += article_examples(path)
    for path in sorted(sources):
        examples += source_examples(path)
    return examples


def swift_string(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"') + '"'


def indented(lines, spaces):
    return [(' ' * spaces + text) if text.strip() else '' for text in lines]


def generate(examples):
    imports, modules, entries = {'Foundation', 'Kinetype'}, {}, []
    for example in examples:
        if example.kind == 'manifest':
            continue
        bodies = modules.setdefault(example.path.split('/')[1], [])
        code = []
        for text in example.lines:
            match = IMPORT.match(text)
            if match:
                imports.add(match.group(1))
            else:
                code.append(text)
        while code and not code[0].strip():
            code.pop(0)
        code = [re.sub(r'URL\(fileURLWithPath: ("[^"]*")\)', r'URL(fileURLWithPath: \1, relativeTo: DocExamples.folder)', text)
                for text in code]
        source = '\n'.join(example.lines)
        inputs = [name for name in INPUTS if f'"{name}"' in source]
        runs = {'run': '.inTests', 'draw': '.inTests', 'process': '.inOwnProcess', 'declarations': '.never', 'main': '.never', 'compile': '.never'}[example.kind]
        if runs == '.inTests' and SHARED_STATE.search(source):
            runs = '.inOwnProcess'
        bodies.append(f'/// {example.place}')
        if example.kind == 'declarations':
            bodies += code
            bodies += [f'enum {example.name}: DocExampleNamespace {{', '    static func run() async throws {}', '}', '']
        elif example.kind == 'draw':
            bodies += [f'enum {example.name}: DocExampleNamespace {{',
                       '    struct Renderer: TextRenderer {',
                       '        var time: TimeInterval',
                       '        var animatableData: Double {',
                       '            get { time }',
                       '            set { time = newValue }',
                       '        }',
                       '',
                       '        func draw(layout: Text.Layout, in context: inout GraphicsContext) {']
            bodies += indented(code, 12)
            bodies += ['        }', '    }', '',
                       '    static func run() async throws {',
                       '        let card = TitleCard(width: 320, height: 180, duration: 1) { time in',
                       '            Text("Drawn\\nby a renderer").font(.system(size: 32)).textRenderer(Renderer(time: time))',
                       '        }',
                       '        _ = try card.frame(at: 0.5)',
                       '    }', '}', '']
        else:
            if example.kind == 'main':
                code = [re.sub(r'^@main\s+', '', text) for text in code]
                bodies += [f'enum {example.name}: DocExampleNamespace {{']
                bodies += indented(code, 4)
                bodies += ['', '    static func run() async throws {}', '}', '']
            else:
                bodies += [f'enum {example.name}: DocExampleNamespace {{', '    static func run() async throws {']
                bodies += indented(code, 8)
                bodies += ['    }', '}', '']
        inputs_text = '[' + ', '.join(swift_string(name) for name in inputs) + ']'
        entries.append(f'        DocExample({swift_string(example.place)}, runs: {runs}, inputs: {inputs_text}, {example.name}.run),')
    head = [
        '// Generated by Tests/DocExamples/extract.py from the code examples of the DocC articles and of',
        '// the doc comments under Sources: edit those, then run `python3 Tests/DocExamples/extract.py`.',
    ]
    imports = [f'import {name}' for name in sorted(imports)]
    files = {OUTPUT: head + ['', 'extension DocExamples {', '    /// Every example, in the order of the docs.',
                             '    static let all: [DocExample] = ['] + entries + ['    ]', '}']}
    for module, bodies in modules.items():
        files[OUTPUT.replace('DocExamples.', f'DocExamples+{module}.')] = head + imports + [''] + bodies
    return {path: '\n'.join(lines).rstrip('\n') + '\n' for path, lines in files.items()}


def main():
    examples = all_examples()
    if '--list' in sys.argv:
        for example in examples:
            print(f'{example.place}: {example.kind}')
        print(f'{len(examples)} examples')
        return
    files = generate(examples)
    folder = os.path.dirname(OUTPUT)
    written = {os.path.join(folder, name): open(os.path.join(ROOT, folder, name), encoding='utf-8').read()
               for name in os.listdir(os.path.join(ROOT, folder)) if name.endswith('.generated.swift')}
    if '--check' in sys.argv:
        stale = sorted(path for path in set(files) | set(written) if files.get(path) != written.get(path))
        if stale:
            for path in stale:
                diff = list(difflib.unified_diff((written.get(path) or '').split('\n'), (files.get(path) or '').split('\n'),
                                                 path, 'the docs now', lineterm='', n=1))
                sys.stderr.write('\n'.join(diff[:30]) + ('\n…\n' if len(diff) > 30 else '\n'))
            sys.stderr.write(f'{", ".join(stale)}: not what the docs\' code examples now say. Run '
                             f'`python3 Tests/DocExamples/extract.py` and commit what it writes.\n')
            sys.exit(1)
        print(f'{len(examples)} doc examples, {folder}/*.generated.swift up to date')
        return
    for path in written.keys() - files.keys():
        os.remove(os.path.join(ROOT, path))
    for path, text in files.items():
        if written.get(path) != text:
            with open(os.path.join(ROOT, path), 'w', encoding='utf-8') as file:
                file.write(text)
    print(f'{len(examples)} doc examples written to {folder}/*.generated.swift')


if __name__ == '__main__':
    main()
