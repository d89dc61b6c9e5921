// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Shuffleboard",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "shuffleboard", targets: ["shuffleboard"]),
        .plugin(name: "DocCBoards", targets: ["DocCBoards"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "ReorderEngine", targets: ["ReorderEngine"]),
        .library(name: "Scenario", targets: ["Scenario"]),
        .library(name: "BoardFormat", targets: ["BoardFormat"]),
        .library(name: "BoardRender", targets: ["BoardRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // libcmark from the system (Debian: `apt-get install -y libcmark-dev`).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // Rounding and floors come from libm, which Foundation links for most
        // programs; say so, so that a client without Foundation links too.
        .target(name: "CollectionLayout", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ReorderEngine", dependencies: ["CollectionLayout"],
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Boards resolved (values, not names), the catalog of what a board may name, and runs.
        .target(name: "Scenario", dependencies: ["CollectionLayout", "ReorderEngine"]),
        .target(
            name: "BoardFormat",
            dependencies: [
                "CCmark", "CollectionLayout", "ReorderEngine", "Scenario",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "BoardRender",
            dependencies: [
                "Scenario", "SitePlan", "CollectionLayout", "ReorderEngine", "Parallel",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            plugins: ["EmbedTemplates"]
        ),
        // templates/ built into BoardRender as Swift source (BuiltInTemplates.swift), so that an
        // installed binary needs no templates folder; templates/ stays the only copy.
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),
        .executableTarget(name: "EmbedTemplatesTool"),
        // Where each page and board goes in the site, and the links between them: names only, no files.
        .target(name: "SitePlan", dependencies: ["Scenario"]),
        // System calls Swift's Glibc does not export: renameat2 (swap the new site in), sync_file_range and statx.
        .target(name: "CShims"),
        // librsvg and cairo for `shuffleboard export`, loaded at run time (dlopen): nothing to
        // build or link against, so the tool builds and runs without them; only export needs them.
        .target(name: "CRsvg", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("m")]),
        // `export`'s files as outputs (the GIF and MP4 of one encoding, steps.png, issue.md): the film
        // rasterised with CRsvg and encoded by ffmpeg, which SiteIO starts; ExportFolder writes the files.
        .target(name: "ExportEncoding", dependencies: ["BoardFormat", "BoardRender", "Scenario", "SitePlan", "SiteIO",
                                                        "CRsvg", "Parallel"]),
        // The site's files on disk: finding and reading the inputs, writing the output folder atomically.
        // `build` and a later `serve` share it.
        .target(name: "SiteIO", dependencies: ["BoardFormat", "Scenario", "SitePlan", "CShims", "Parallel"]),
        // Work spread over threads with results in input order (`build --jobs`).
        .target(name: "Parallel"),
        // A build's stages, from the inputs read to the site written, which the commands wire up:
        // `build`, `render`, `trace`, `check`, `list`, `serve` and `export`.
        .target(name: "Pipeline", dependencies: ["BoardFormat", "BoardRender", "Scenario", "SitePlan", "SiteIO", "Parallel",
                                                 "BrowserPipe", "PageRecorder"]),
        // `record`'s browser: headless Chromium started with posix_spawn, the DevTools protocol on a
        // pipe (fds 3 and 4, NUL-framed JSON), and which URLs are local. Foundation only.
        .target(name: "BrowserPipe"),
        // `record`: a board's steps played on a real page on a virtual clock, frame by frame, made a
        // run of the board. The page scripts (the conformance suite's clock.js and Scripts/*.js) are
        // built in by the EmbedPageScripts plugin.
        .target(name: "PageRecorder", dependencies: ["BrowserPipe", "Scenario", "ReorderEngine", "CollectionLayout"],
                exclude: ["Scripts"], plugins: ["EmbedPageScripts"]),
        .plugin(name: "EmbedPageScripts", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),
        // `swift package docc-boards`: a DocC catalog's boards (Boards/*.board) rendered into its
        // Resources as NAME.svg and NAME~dark.svg, and NAME.mp4 with --video (docs/docc.md). It runs
        // the shuffleboard on PATH (or --binary, $SHUFFLEBOARD) rather than building its own.
        .plugin(
            name: "DocCBoards",
            capability: .command(
                intent: .custom(verb: "docc-boards",
                                description: "Render a DocC catalog's boards into its resources (NAME.svg, NAME~dark.svg)"),
                permissions: [.writeToPackageDirectory(reason: "writes each board's pictures into the catalog's Resources")])),
        // `serve`'s site kept built and served: rebuilds, live reload, the watcher, the signals, and its
        // HTTP/1.1 server (sockets and a thread per connection: Foundation only).
        .target(
            name: "SiteServer",
            dependencies: [
                "Pipeline", "BoardRender", "Scenario", "SiteIO", "CShims",
            ]
        ),
        .executableTarget(
            name: "shuffleboard",
            dependencies: [
                "BoardFormat", "BoardRender", "ReorderEngine", "CollectionLayout", "Scenario", "SitePlan", "SiteIO",
                "ExportEncoding", "Parallel", "Pipeline", "SiteServer", "BrowserPipe", "PageRecorder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Prints figures; not a test. `make bench` runs it in release mode.
        .executableTarget(
            name: "ShuffleboardBenchmark",
            dependencies: ["CollectionLayout", "ReorderEngine"],
            path: "Benchmarks/ShuffleboardBenchmark"
        ),
        // Helpers the test targets share: the seeded generator and the package's folders.
        .target(name: "TestSupport", dependencies: ["CollectionLayout", "ReorderEngine"], path: "Tests/TestSupport"),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "TestSupport"]),
        .testTarget(name: "ReorderEngineTests", dependencies: ["ReorderEngine", "CollectionLayout", "TestSupport"]),
        .testTarget(name: "BoardFormatTests", dependencies: ["BoardFormat", "Scenario", "ReorderEngine", "CollectionLayout", "TestSupport"],
                    exclude: ["Corpus"]),
        .testTarget(name: "BoardRenderTests",
                    dependencies: ["BoardRender", "Parallel", "BoardFormat", "Scenario", "SitePlan", "ReorderEngine", "CollectionLayout", "TestSupport"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "ReorderEngine"]),
        // The writer's plan and manifest as units (SiteIO is tested through the binary elsewhere).
        .testTarget(name: "SiteIOTests", dependencies: ["SiteIO"]),
        .testTarget(name: "EndToEndTests", dependencies: ["shuffleboard"]),
        // The pipe's framing and which URLs are local (the browser itself: Tests/Browser/record_test.py).
        .testTarget(name: "BrowserPipeTests", dependencies: ["BrowserPipe"]),
        // serve's request parsing and redirects (the server over sockets: ServeTests, serve_test.py, fuzz-serve.py).
        .testTarget(name: "SiteServerTests", dependencies: ["SiteServer"]),
    ],
    swiftLanguageModes: [.v6]
)
