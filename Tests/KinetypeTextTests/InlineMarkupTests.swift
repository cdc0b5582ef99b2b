import KinetypeText
import Testing

@Suite struct InlineMarkupTests {
    @Test func boldItalicAndBoth() throws {
        #expect(try InlineMarkup.parse("a **b** *c* ***d***") == [
            MarkupSpan("a "), MarkupSpan("b", bold: true), MarkupSpan(" "), MarkupSpan("c", italic: true),
            MarkupSpan(" "), MarkupSpan("d", bold: true, italic: true),
        ])
    }

    @Test func attributesOfEveryValueType() throws {
        let spans = try InlineMarkup.parse(#"^[x](emphasis: true, color: "red", size: -1.5e1, tag: 'it\'s', n: 0x1F,)"#)
        #expect(spans == [MarkupSpan("x", attributes: [
            "emphasis": .bool(true), "color": .string("red"), "size": .number(-15), "tag": .string("it's"),
            "n": .number(31),
        ])])
    }

    @Test func appleExamples() throws {
        #expect(try InlineMarkup.parse("^[Visual Effects](emphasis: true)")
            == [MarkupSpan("Visual Effects", attributes: ["emphasis": .bool(true)])])
        #expect(try InlineMarkup.parse(##"On ^[sale](color: "#ff3b8e")!"##)
            == [MarkupSpan("On "), MarkupSpan("sale", attributes: ["color": .string("#ff3b8e")]), MarkupSpan("!")])
    }

    @Test func nestingCombinesStyles() throws {
        #expect(try InlineMarkup.parse("**bold ^[and marked](emphasis: true)**") == [
            MarkupSpan("bold ", bold: true),
            MarkupSpan("and marked", bold: true, attributes: ["emphasis": .bool(true)]),
        ])
        #expect(try InlineMarkup.parse(#"^[a ^[b](k: 2, j: "x") c](k: 1)"#) == [
            MarkupSpan("a ", attributes: ["k": .number(1)]),
            MarkupSpan("b", attributes: ["k": .number(2), "j": .string("x")]),
            MarkupSpan(" c", attributes: ["k": .number(1)]),
        ])
        #expect(try InlineMarkup.parse("^[**x** y](e: true)") == [
            MarkupSpan("x", bold: true, attributes: ["e": .bool(true)]),
            MarkupSpan(" y", attributes: ["e": .bool(true)]),
        ])
    }

    @Test func tripleAsterisksCloseInEitherOrder() throws {
        #expect(try InlineMarkup.parse("***a** b*") == [MarkupSpan("a", bold: true, italic: true), MarkupSpan(" b", italic: true)])
        #expect(try InlineMarkup.parse("***a* b**") == [MarkupSpan("a", bold: true, italic: true), MarkupSpan(" b", bold: true)])
    }

    @Test func escapes() throws {
        #expect(try InlineMarkup.parse(#"\*not italic\* \^[no] \\ a\q"#) == [MarkupSpan(#"*not italic* ^[no] \ a\q"#)])
        #expect(try InlineMarkup.parse(#"**\*\***"#) == [MarkupSpan("**", bold: true)])
    }

    @Test func literalPunctuationNeedsNoEscape() throws {
        for text in ["2 * 3 = 6", "a [link](x)", "x^2", "a ] b", "(1) * (2)", "** spaced **"] {
            #expect(try InlineMarkup.parse(text) == [MarkupSpan(text)], "\(text)")
        }
        #expect(try InlineMarkup.parse("") == [])
        #expect(try InlineMarkup.plainText("**a** ^[b](c: 1)") == "a b")
    }

    @Test func columnsCountCharacters() throws {
        let error = try #require(throws: MarkupError.self) { try InlineMarkup.parse("é👍🏽 **x") }
        #expect(error.column == 4)
    }

    @Test(arguments: [
        ("Big **deal", MarkupError.Kind.unterminatedBold, 5, #"unterminated ** (bold) opened at column 5: close it with ** or escape it as \*\*"#),
        ("an *idea", .unterminatedItalic, 4, #"unterminated * (italic) opened at column 4: close it with * or escape it as \*"#),
        ("x ^[text", .unterminatedAttributeText, 3, #"unterminated ^[ opened at column 3: close the text with ](name: value) or escape it as \^["#),
        ("^[text] here", .missingAttributeList, 7, "^[ opened at column 1 needs an attribute list right after ] at column 7"),
        ("^[t](a: 1", .unterminatedAttributeList, 5, "unterminated attribute list opened at column 5: close it with )"),
        (#"^[t](a: "open)"#, .unterminatedAttributeList, 9, #"unterminated string opened at column 9 in an attribute list: close it with ""#),
        ("^[t](color: red)", .malformedAttributeList, 13, #"got red — quote text values: color: "red""#),
        ("^[t](a 1)", .malformedAttributeList, 8, "expected ':' after 'a'; write a: value"),
        ("^[t](a: 1 b: 2)", .malformedAttributeList, 11, "expected ',' or ')' after the value of 'a'; got 'b'"),
        ("^[t](a: 1, a: 2)", .malformedAttributeList, 12, "'a' is given twice; keep one"),
        ("^[t](a: {b: 1})", .malformedAttributeList, 9, "the value of 'a' is an object"),
        ("^[t](a: null)", .malformedAttributeList, 9, "the value of 'a' is null"),
        ("^[t](a: NaN)", .malformedAttributeList, 9, "numbers must be finite"),
        ("^[t](: 1)", .malformedAttributeList, 6, "expected an attribute name"),
        ("^[t](a: 1px)", .malformedAttributeList, 9, "expected a number for 'a'; got '1px'"),
        ("^[**t](a: 1)", .misnested, 3, "** (bold) opened at column 3 must be closed before ] at column 6"),
    ])
    func errorsNameTheColumnAndTheFix(markup: String, kind: MarkupError.Kind, column: Int, message: String) throws {
        let error = try #require(throws: MarkupError.self) { try InlineMarkup.parse(markup) }
        #expect(error.kind == kind)
        #expect(error.column == column)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.message.contains("column \(column)"))
    }

    @Test func valuesDescribeThemselvesAsMarkup() {
        #expect(MarkupValue.string("a \"b\"").description == #""a \"b\"""#)
        #expect(MarkupValue.number(2).description == "2")
        #expect(MarkupValue.number(0.5).description == "0.5")
        #expect(MarkupValue.bool(false).description == "false")
    }
}
