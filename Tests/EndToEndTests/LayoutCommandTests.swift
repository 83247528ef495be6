import Foundation
import Testing

extension EndToEnd {
    /// `swipe-tui layout`: the engine's placements as JSON, from the release binary.
    @Suite("layout subcommand")
    struct LayoutCommandTests {
        static func layout(_ arguments: [String]) throws -> (status: Int32, json: [String: Any]?) {
            try Binary.requireBuilt()
            let result = try Subprocess.run([Binary.path, "layout"] + arguments, environment: ["PATH": "/usr/bin:/bin"])
            let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            return (result.status, object)
        }

        @Test("cover flow at W = 200 puts item 1 where the spec's worked example does: (140, 0, −100)")
        func coverFlowWorkedNumbers() throws {
            let (status, json) = try Self.layout(["--type", "cover-flow", "--items", "5", "--offset", "0",
                                                  "--cols", "1000", "--rows", "100", "--item-width", "200"])
            #expect(status == 0)
            let report = try #require(json)
            #expect(report["type"] as? String == "cover-flow")
            #expect(report["items"] as? Int == 5)
            #expect(report["wrap"] as? Bool == false)
            let viewport = try #require(report["viewport"] as? [String: Any])
            #expect(viewport["cols"] as? Int == 1000 && viewport["rows"] as? Int == 100)
            let placements = try #require(report["placements"] as? [[String: Any]])
            let second = try #require(placements.first { $0["index"] as? Int == 1 })
            let center = try #require(second["center"] as? [Double])
            #expect(abs(center[0] - 140) < 1e-6 && abs(center[1]) < 1e-6 && abs(center[2] + 100) < 1e-6)
            for placement in placements {
                let quad = try #require(placement["quad"] as? [[Double]])
                #expect(quad.count == 4 && quad.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isFinite) })
                #expect(placement["alpha"] is Double || placement["alpha"] is Int)
                #expect(placement["hidden"] is Bool && placement["zOrder"] is Int && placement["offset"] != nil)
            }
        }

        @Test("every type answers with placements in range, vertical and wrapped too", arguments: [
            "linear", "rotary", "inverted-rotary", "cylinder", "inverted-cylinder", "wheel", "inverted-wheel",
            "cover-flow", "cover-flow-2", "time-machine", "inverted-time-machine", "custom",
        ])
        func everyType(_ type: String) throws {
            for extra in [[], ["--vertical"], ["--wrap"], ["--option", "fade-max=1"]] {
                let (status, json) = try Self.layout(["--type", type, "--items", "7", "--offset", "2.25"] + extra)
                #expect(status == 0, "\(type) \(extra)")
                let placements = try #require(json?["placements"] as? [[String: Any]])
                #expect(!placements.isEmpty)
                #expect(placements.allSatisfy { (0..<7).contains($0["index"] as? Int ?? -1) })
            }
        }

        @Test("a bad type or option is one line on stderr and exit status 2")
        func badArguments() throws {
            #expect(try Self.layout(["--type", "carousel-of-doom"]).status == 2)
            #expect(try Self.layout(["--option", "tilt"]).status == 2)
            #expect(try Self.layout(["--option", "nonsense=1"]).status == 2)
            #expect(try Self.layout(["--cols", "0"]).status == 2)
        }
    }
}
