import FuzzDriver
import Glibc
import SwipeTUI

/// One fuzz input: a query and an item, as a filter meets them on untrusted lines. The
/// first byte picks the rules (scheme, algorithm, case, tie-break towards the end, exact);
/// the rest is the query up to the first NUL and the item after it (any bytes, invalid
/// UTF-8 included).
///
/// Checked: matching never traps; the three ways to score agree — the item's bytes scored
/// where they lie (ASCII items on their bytes, by the sparse alignment), as a string (its
/// scalars), and with the places of its matched characters (the whole alignment table kept
/// for highlighting) — so a `--filter` line is ranked as the screen highlights it; the
/// places are in order and inside the item (two terms may share one).
func fuzzMatcher(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let flags = bytes[0]
    let rest = bytes.dropFirst()
    let split = rest.firstIndex(of: 0) ?? rest.endIndex
    let query = String(decoding: rest[..<split], as: UTF8.self)
    let item = Array(rest[split...].dropFirst())

    var rules = SearchRules()
    rules.scoring = SearchQuery.Scoring(algorithm: flags & 1 == 0 ? .v2 : .v1,
                                        scheme: SearchQuery.Scheme.allCases[Int(flags >> 1 & 3) % SearchQuery.Scheme.allCases.count])
    rules.caseMatching = [.smart, .ignore, .respect][Int(flags >> 3 & 3) % 3]
    rules.tiebreak = flags & 0x20 == 0 ? .length : (try? SearchQuery.Tiebreak(parsing: "end")) ?? .length
    rules.exact = flags & 0x40 != 0
    rules.foldsAccents = flags & 0x80 == 0

    var matcher = ItemMatcher(query: SearchQuery(query, rules: rules))
    let text = String(decoding: item, as: UTF8.self)
    let fromBytes = item.withUnsafeBufferPointer { matcher.score(bytes: $0) }
    let fromString = matcher.score(text)
    let placed = matcher.match(text)
    guard fromBytes == fromString, placed?.score == fromString else {
        fatalError("scores differ for \(query.debugDescription) in \(item): bytes \(String(describing: fromBytes)), string \(String(describing: fromString)), places \(String(describing: placed?.score))")
    }
    if let places = placed?.positions {
        let count = text.unicodeScalars.count
        guard zip(places, places.dropFirst()).allSatisfy({ $0 <= $1 }), places.allSatisfy({ 0 <= $0 && $0 < count }) else {
            fatalError("places \(places) out of order or outside \(count) characters for \(query.debugDescription)")
        }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzMatcher($0, $1) })
