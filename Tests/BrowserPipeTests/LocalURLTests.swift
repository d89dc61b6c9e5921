import Testing
@testable import BrowserPipe

/// Which pages `record` opens: file:// and http(s) on loopback only, the rest refused with why.
@Suite struct LocalURLTests {
    static func accepted(_ url: String) -> Bool { (try? LocalURL.check(url)) != nil }

    @Test func fileURLsWithoutAHostOrOnLocalhostAreLocal() {
        #expect(Self.accepted("file:///srv/list.html"))
        #expect(Self.accepted("file:///srv/list.html?items=20#top"))
        #expect(Self.accepted("file://localhost/srv/list.html"))
        #expect(Self.accepted("FILE:///srv/list.html"))
        #expect(!Self.accepted("file://fileserver/share/list.html"))
        #expect(!Self.accepted("file:/srv/list.html"))
    }

    @Test func httpOnLoopbackIsLocal() {
        for url in ["http://127.0.0.1/", "http://127.0.0.1:8000/list.html", "https://127.255.255.254/",
                    "http://127.1.2.3", "http://localhost:3000/", "HTTP://LOCALHOST/", "http://[::1]:8080/",
                    "http://[::1]/", "http://user:pass@127.0.0.1/", "http://localhost\\path"] {
            #expect(Self.accepted(url), "\(url)")
        }
    }

    /// Not this machine, or not plainly: a host after the loopback one, a loopback name as a user
    /// name, a fragment or query that looks like a host, 128.0.0.1, IPv4 in short, hexadecimal,
    /// octal or percent-encoded forms, a port that is not digits, no slashes, spaces, other schemes.
    @Test func anythingElseIsRefused() {
        for url in ["https://example.com/", "http://127.0.0.1.example.com/", "http://127.0.0.1@example.com/",
                    "http://example.com#@127.0.0.1/", "http://example.com?127.0.0.1", "http://128.0.0.1/",
                    "http://127.1/", "http://0x7f.0.0.1/", "http://0177.0.0.1/", "http://127.0.0.256/",
                    "http://%31%32%37.0.0.1/", "http://127.0.0.1:80a/", "http://[::2]/", "http://[::1/",
                    "http:127.0.0.1", "http://127.0.0.1 /", " http://127.0.0.1/", "http://local host/",
                    "ftp://127.0.0.1/", "javascript:alert(1)", "data:text/html,hi", "list.html", "", "http://",
                    "http://localhost.example.com/", "http://2130706433/"] {
            #expect(!Self.accepted(url), "\(url)")
        }
    }

    @Test func aRefusalSaysWhatIsAccepted() {
        #expect(throws: LocalURL.Refusal(why: "'https://example.com/' is not on this machine (its host is "
                + "'example.com'); only file:// URLs and http(s) on loopback (127.0.0.0/8, localhost, [::1]) are recorded")) {
            try LocalURL.check("https://example.com/")
        }
    }

    /// A page may also load what names no place (data:, blob:, about:), never another host.
    @Test func aPageMayLoadLocalURLsAndPlacelessOnes() {
        #expect(LocalURL.mayLoad("file:///usr/share/javascript/sortable/Sortable.js"))
        #expect(LocalURL.mayLoad("data:image/png;base64,AAAA"))
        #expect(LocalURL.mayLoad("blob:file:///0b5e"))
        #expect(LocalURL.mayLoad("about:blank"))
        #expect(!LocalURL.mayLoad("https://cdn.example.com/sortable.js"))
        #expect(!LocalURL.mayLoad("ws://example.com/"))
    }
}
