import Testing
@testable import SiteServer

/// `serve`'s request parsing and its redirects, as units (the server itself: ServeTests,
/// serve_test.py and fuzz-serve.py, over sockets).
struct HTTPRequestTests {
    func parse(_ text: String) -> Result<HTTPRequest, HTTPRequest.Refusal> {
        let bytes = Array(text.utf8)
        do { return .success(try HTTPRequest.parse(bytes[...])) } catch { return .failure(error) }
    }

    func status(_ text: String) -> Int? {
        if case .failure(let refusal) = parse(text) { return refusal.status }
        return nil
    }

    @Test func aBrowsersRequest() throws {
        let request = try parse("GET /boards/list/walkthrough.svg?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8123\r\n"
            + "Accept:  */*  \r\nX-Empty:\r\n\r\n").get()
        #expect(request.method == "GET" && request.version == "HTTP/1.1")
        #expect(request.target == "/boards/list/walkthrough.svg?x=1")
        #expect(request.path == "/boards/list/walkthrough.svg")
        // Names lowercased, values without the white space around them; an empty value is a value.
        #expect(request.fields.map(\.name) == ["host", "accept", "x-empty"])
        #expect(request.fields.map(\.value) == ["127.0.0.1:8123", "*/*", ""])
        #expect(request.host == "127.0.0.1:8123")
    }

    @Test func noHostOrTwoIsNoHost() throws {
        #expect(try parse("GET / HTTP/1.0\r\n\r\n").get().host == nil)
        #expect(try parse("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n").get().host == nil)
    }

    @Test func whatABrowserNeverSendsIsRefused() {
        #expect(status("GET / HTTP/1.1\nHost: a\r\n\r\n") == 400)            // LF alone
        #expect(status("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n") == 400)       // CR alone
        #expect(status("GET / HTTP/1.1\r\nHost: a\0\r\n\r\n") == 400)        // NUL
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost : a\r\n\r\n") == 400)         // space before the colon
        #expect(status("GET / HTTP/1.1\r\nHost: a\u{7}\r\n\r\n") == 400)     // a control byte
        #expect(status("get / HTTP/1.1\r\n\r\n") == 400)
        #expect(status("GET  / HTTP/1.1\r\n\r\n") == 400)                    // two spaces: four parts
        #expect(status("GET http://attacker.example/ HTTP/1.1\r\n\r\n") == 400)   // not a path
        #expect(status("GET / HTTP/2.0\r\n\r\n") == 505)
        #expect(status("GET / SPDY\r\n\r\n") == 400)
        #expect(status("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\n\r\n") == 414)
        let many = (0..<101).map { "X-\($0): 1\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\n\(many)\r\n") == 431)
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\n") == 400)              // no blank line
    }

    @Test func theHeadEndsAtTheFirstBlankLine() {
        let bytes = Array("GET / HTTP/1.1\r\nHost: a\r\n\r\nGET /x".utf8)
        // "GET / HTTP/1.1\r\n" is 16 bytes, "Host: a\r\n" 9, the blank line 2: 27.
        #expect(HTTPRequest.headEnd(in: bytes) == 27)
        // Found again when the search starts inside the blank line (a read that split it).
        #expect(HTTPRequest.headEnd(in: bytes, from: 26) == 27)
        #expect(HTTPRequest.headEnd(in: Array("GET / HTTP/1.1\r\n".utf8)) == nil)
    }

    @Test func redirectsStayOnTheSite() {
        #expect(SiteResponder.sameSite("/boards/") == "/boards/")
        #expect(SiteResponder.sameSite("//boards/") == "/boards/")
        #expect(SiteResponder.sameSite("/\\boards/") == "/boards/")
        #expect(SiteResponder.sameSite("/a//b/") == "/a/b/")
        // A folder's `?`, `#`, `%` and space stay in the path, encoded.
        #expect(SiteResponder.sameSite("/a?b#c%d e/") == "/a%3Fb%23c%25d%20e/")
        #expect(SiteResponder.sameSite("/café/") == "/caf%C3%A9/")
    }
}

struct SiteResponderTests {
    /// A file of 1000 bytes: bytes 0 to 999.
    @Test func oneRangeOfBytes() {
        #expect(SiteResponder.byteRange("bytes=0-99", size: 1000) == .some(0..<100))
        #expect(SiteResponder.byteRange("bytes=900-", size: 1000) == .some(900..<1000))
        #expect(SiteResponder.byteRange("bytes=-100", size: 1000) == .some(900..<1000))   // the last 100
        #expect(SiteResponder.byteRange("bytes=-5000", size: 1000) == .some(0..<1000))
        #expect(SiteResponder.byteRange("bytes=990-5000", size: 1000) == .some(990..<1000))   // cut at the end
        // Outside the file: 416.
        #expect(SiteResponder.byteRange("bytes=1000-", size: 1000) == .some(nil))
        #expect(SiteResponder.byteRange("bytes=50-10", size: 1000) == .some(nil))
        #expect(SiteResponder.byteRange("bytes=-0", size: 1000) == .some(nil))
        // Not one range of bytes: the whole file.
        #expect(SiteResponder.byteRange("bytes=0-1,5-6", size: 1000) == nil)
        #expect(SiteResponder.byteRange("items=0-1", size: 1000) == nil)
        #expect(SiteResponder.byteRange("bytes=-", size: 1000) == nil)
        #expect(SiteResponder.byteRange("bytes=a-b", size: 1000) == nil)
        #expect(SiteResponder.byteRange("bytes=99999999999999999999-", size: 1000) == nil)   // too long a number
    }

    @Test func anHTTPDate() {
        // 784111777 s after 1970 is RFC 9110's example: Sunday 6 November 1994, 08:49:37 UTC.
        #expect(SiteResponder.httpDate(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(SiteResponder.httpDate(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    @Test func aRedirectKeepsTheQuery() {
        #expect(SiteResponder.query(of: "/boards?x=1&y=2") == "?x=1&y=2")
        #expect(SiteResponder.query(of: "/boards") == "")
    }
}
