package rules

// Limits every count of a game stays within. No real game comes near
// them; the engine saturates at them rather than wrapping a small integer
// round (thirteen +10 Fight changes would otherwise leave a Creature at
// -126), and Validate refuses a state beyond them (RULINGS.md, "Counts
// are capped").
const (
	MaxPool    = 50 // Power of one level generated and not yet used
	MaxMod     = 50 // a card's Fight, Life or Armor change until end of turn, either way
	MaxMarkers = 20 // Freeze or Recall markers on one card
	MaxBless   = 3  // Blessings on one Creature (Blessing)
	MaxExtra   = 20 // extra Aspects a player may place in one Resource Phase
	// MaxCards is the most card instances one game holds, mini-cards
	// included (a CardID is an int16); a mini-card that would pass it is
	// not made.
	MaxCards = 1<<15 - 1
)

// addCapped adds n to the count x, staying within 0 and limit.
func addCapped(x uint8, n, limit int) uint8 { return uint8(min(max(int(x)+n, 0), limit)) }

// addMod adds n to the until-end-of-turn change x, staying within ±MaxMod.
func addMod(x int8, n int) int8 { return int8(min(max(int(x)+n, -MaxMod), MaxMod)) }
