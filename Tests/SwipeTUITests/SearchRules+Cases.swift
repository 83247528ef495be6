@testable import SwipeTUI

extension SearchRules {
    /// fzf's defaults with the fields a case changes.
    static func with(exact: Bool = false, caseMatching: SearchQuery.CaseMatching = .smart, foldsAccents: Bool = true,
                     isExtended: Bool = true, tiebreak: SearchQuery.Tiebreak = .length,
                     scoring: SearchQuery.Scoring = SearchQuery.Scoring()) -> SearchRules {
        var rules = SearchRules()
        rules.exact = exact
        rules.caseMatching = caseMatching
        rules.foldsAccents = foldsAccents
        rules.isExtended = isExtended
        rules.tiebreak = tiebreak
        rules.scoring = scoring
        return rules
    }
}
