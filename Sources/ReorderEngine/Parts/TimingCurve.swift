#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A timing curve: maps linear progress in [0, 1] to eased progress.
public enum TimingCurve: Hashable, Sendable {
    case linear
    /// A cubic Bézier from (0,0) to (1,1) with control points (x1,y1), (x2,y2), as CSS and Core Animation define it.
    case cubicBezier(Double, Double, Double, Double)
    /// Android's `AccelerateDecelerateInterpolator`, the default of `ValueAnimator`
    /// and `ViewPropertyAnimator`: `cos((t + 1) π) / 2 + 0.5`.
    case accelerateDecelerate

    /// UIKit's default `UIView.AnimationOptions.curveEaseInOut` (Core Animation's
    /// `kCAMediaTimingFunctionEaseInEaseOut`): control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(0.42, 0, 0.58, 1)

    /// Eased progress for linear progress `t` (clamped to [0, 1]).
    public func callAsFunction(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case .linear:
            return t
        case .accelerateDecelerate:
            return cos((t + 1) * Double.pi) / 2 + 0.5
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if t == 0 || t == 1 { return t }
            // Solve x(s) = t for the curve parameter s by bisection (x is monotonic
            // for control x-values in [0, 1]), then return y(s).
            func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
            }
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if bezier(mid, x1, x2) < t { lo = mid } else { hi = mid }
            }
            return bezier((lo + hi) / 2, y1, y2)
        }
    }
}

extension TimingCurve {
    /// CSS's `ease`, what a transition without a timing function uses:
    /// cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let cssEase = TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1)
}
