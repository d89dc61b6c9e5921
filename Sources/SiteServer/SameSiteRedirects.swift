import Hummingbird

/// Makes every redirect `serve` answers a path of its own site. The file middleware redirects a
/// folder asked without its final slash to the same path with one, built from the decoded path:
/// `//boards` (or `/%2Fboards`) went to `//boards/`, which a browser reads as the host `boards`
/// (an open redirect), and `/\boards` is read the same way. Here the leading slashes and
/// backslashes collapse into one, and the path is percent-encoded again, so that a `?`, `#` or
/// `%` of a folder's name stays in the path.
public struct SameSiteRedirects<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if let location = response.headers[.location] {
            response.headers[.location] = Self.sameSite(location)
        }
        return response
    }

    /// `/` and then `path` (a decoded path) without its leading `/` and `\`, percent-encoded
    /// but for the characters a path segment may hold as they are, and `/`.
    public static func sameSite(_ path: String) -> String {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
        var encoded = "/"
        for byte in path.utf8.drop(while: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) {
            if kept.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}
