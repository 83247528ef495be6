import Testing
@testable import CarouselEngine

@Suite("CarouselType")
struct CarouselTypeTests {
    @Test("there are twelve types and every name reads back as its type")
    func namesRoundTrip() {
        #expect(CarouselType.allCases.count == 12)
        for type in CarouselType.allCases {
            #expect(CarouselType(name: type.name) == type)
        }
        #expect(CarouselType.coverFlow2.name == "cover-flow-2")
        #expect(CarouselType.invertedTimeMachine.name == "inverted-time-machine")
    }

    @Test("names ignore case, dashes, underscores and spaces")
    func lenientNames() {
        #expect(CarouselType(name: "cover-flow") == .coverFlow)
        #expect(CarouselType(name: "CoverFlow") == .coverFlow)
        #expect(CarouselType(name: "coverflow2") == .coverFlow2)
        #expect(CarouselType(name: "inverted_time_machine") == .invertedTimeMachine)
        #expect(CarouselType(name: "Inverted Wheel") == .invertedWheel)
        #expect(CarouselType(name: "INVERTEDCYLINDER") == .invertedCylinder)
        #expect(CarouselType(name: "spiral") == nil)
        #expect(CarouselType(name: "") == nil)
    }

    @Test("the circular types are rotary, cylinder and wheel with their inverted forms")
    func circular() {
        let circular = CarouselType.allCases.filter(\.isCircular)
        #expect(circular == [.rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel])
    }
}
