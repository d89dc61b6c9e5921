import ArgumentParser
import Scenario

/// `render --scheme auto|light|dark`.
extension PictureScheme: ExpressibleByArgument {}
