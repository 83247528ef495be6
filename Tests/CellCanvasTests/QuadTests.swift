import Testing
@testable import CellCanvas

@Suite("Quad and its inverse mapping")
struct QuadTests {
    let trapezoid = Quad(topLeft: SubcellPoint(x: 10, y: 2), topRight: SubcellPoint(x: 30, y: 4),
                         bottomRight: SubcellPoint(x: 30, y: 12), bottomLeft: SubcellPoint(x: 10, y: 14))

    @Test("a rectangle's quad: corners, containment, winding, bounding cells")
    func rectangle() {
        let quad = Quad(Rect(x: 2, y: 3, width: 10, height: 4))
        #expect(quad.topLeft == SubcellPoint(x: 2, y: 3) && quad.bottomRight == SubcellPoint(x: 12, y: 7))
        #expect(quad.contains(SubcellPoint(x: 2.5, y: 3.5)) && !quad.contains(SubcellPoint(x: 12.5, y: 3.5)))
        #expect(quad.signedDoubleArea == 80)
        #expect(quad.boundingCells == Rect(x: 2, y: 3, width: 10, height: 4))
        let mirrored = Quad(topLeft: quad.topRight, topRight: quad.topLeft, bottomRight: quad.bottomLeft, bottomLeft: quad.bottomRight)
        #expect(mirrored.signedDoubleArea == -80 && mirrored.contains(SubcellPoint(x: 5, y: 5)))
        let fractional = Quad(topLeft: SubcellPoint(x: 0.5, y: 0.2), topRight: SubcellPoint(x: 3.2, y: 0.2),
                              bottomRight: SubcellPoint(x: 3.2, y: 2.7), bottomLeft: SubcellPoint(x: 0.5, y: 2.7))
        #expect(fractional.boundingCells == Rect(x: 0, y: 0, width: 4, height: 3))
    }

    @Test("the inverse map sends cell centres of a rectangle to evenly spaced card coordinates")
    func rectangleMapping() throws {
        let mapping = QuadMapping(Quad(Rect(x: 10, y: 5, width: 20, height: 4)))
        for column in 0..<20 {
            for row in 0..<4 {
                let point = try #require(mapping.cardCoordinates(of: .centerOfCell(x: 10 + column, y: 5 + row)))
                #expect(abs(point.u - (Double(column) + 0.5) / 20) < 1e-12)
                #expect(abs(point.v - (Double(row) + 0.5) / 4) < 1e-12)
            }
        }
        let outside = try #require(mapping.cardCoordinates(of: SubcellPoint(x: 9, y: 6)))
        #expect(outside.u < 0 && outside.v > 0 && outside.v < 1)
    }

    @Test("a trapezoid maps its corners and edge midpoints to the card's")
    func trapezoidMapping() throws {
        let mapping = QuadMapping(trapezoid)
        for (point, expected) in [(trapezoid.topLeft, (0.0, 0.0)), (trapezoid.topRight, (1, 0)),
                                  (trapezoid.bottomRight, (1, 1)), (trapezoid.bottomLeft, (0, 1)),
                                  (SubcellPoint(x: 20, y: 3), (0.5, 0)), (SubcellPoint(x: 20, y: 8), (0.5, 0.5))] {
            let mapped = try #require(mapping.cardCoordinates(of: point))
            #expect(abs(mapped.u - expected.0) < 1e-9 && abs(mapped.v - expected.1) < 1e-9, "\(point)")
        }
        // Along a column, v runs evenly between that column's top and bottom edges.
        let column = try #require(mapping.cardCoordinates(of: SubcellPoint(x: 25, y: 5.75)))
        #expect(abs(column.u - 0.75) < 1e-9 && abs(column.v - 0.25) < 1e-9)   // top 3.5, bottom 12.5
        #expect(QuadMapping(Quad(topLeft: .init(x: 1, y: 1), topRight: .init(x: 1, y: 1), bottomRight: .init(x: 1, y: 1),
                                 bottomLeft: .init(x: 1, y: 1))).cardCoordinates(of: .init(x: 1, y: 1)) == nil)
    }

    @Test("a quad with a corner far off screen neither traps nor covers cells it does not")
    func farCornerCoverage() {
        let quad = Quad(topLeft: SubcellPoint(x: -1e30, y: 2), topRight: SubcellPoint(x: 10, y: 2),
                        bottomRight: SubcellPoint(x: 10, y: 8), bottomLeft: SubcellPoint(x: 2, y: 8))
        let coverage = QuadCoverage(quad, over: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(!coverage.covers(x: 15, y: 5) && !coverage.covers(x: 5, y: 9))
    }
}
