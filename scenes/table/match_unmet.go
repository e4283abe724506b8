package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"

	"twilight/scenes/table/hints"
)

// drawUnmet marks the Deity of every player whose drafted deck misses
// its Faction Requirement (Card Drafting Variant, step G; RULINGS.md 64)
// for the whole match. The mark is public.
func (m *MatchScene) drawUnmet(screen *ebiten.Image) {
	for q := range m.Lay.Mats {
		if q < len(m.View.Players) && m.View.Players[q].RequirementUnmet {
			hints.Unmet(screen, &m.G.Brush, m.Lay.Mats[q].Deity, m.G.fTiny, m.Lay.U, damageRed)
		}
	}
}

// drawUnmetTip says in full why, over the lines under the rail's preview
// of a pointed Deity that is marked (which would say its power is ready).
func (m *MatchScene) drawUnmetTip(screen *ebiten.Image) {
	for q := range m.Lay.Mats {
		if q < len(m.View.Players) && m.View.Players[q].RequirementUnmet && m.Lay.Mats[q].Deity.Contains(m.hoverAt.X, m.hoverAt.Y) {
			hints.Tip(screen, &m.G.Brush, present.UnmetRequirement(m.View, q), m.G.fSmall, m.Lay.Stats, m.Lay.U, damageRed)
		}
	}
}
