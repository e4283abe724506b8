package present

import (
	"strconv"

	"twilight/rules"
)

// UnmetRequirement says why player q's Deity gives nothing this match:
// their drafted deck misses its Faction Requirement (Card Drafting
// Variant, step G; RULINGS.md 64).
func UnmetRequirement(v *rules.State, q int) string {
	dd := &v.Set.Deities[v.Players[q].Deity]
	return "Drafted deck misses " + rules.Possessive(dd.Title) + " Faction Requirement (" + strconv.Itoa(dd.ReqCount) + " " +
		dd.ReqFaction.String() + "): no Deity power, no Conviction bonus."
}
