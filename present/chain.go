package present

import "twilight/rules"

// Waiting is what the table's chain panel lists as waiting to resolve:
// the chain, or nothing once the match is over (a match can end while an
// item resolves, and that item then never will).
func Waiting(v *rules.State) []rules.Item {
	if v.Over() {
		return nil
	}
	return v.Chain
}
