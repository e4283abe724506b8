package lesson

import (
	_ "embed"
	"strings"

	"twilight/rules"
	"twilight/rules/scenario"
)

//go:embed deal.txt
var dealText string

// You and Rival are the seats of the lesson's deal.
const (
	You   int8 = 0
	Rival int8 = 1
)

// Deal sets up the lesson's table from the base set: the fixed position
// of deal.txt, with the player to decide first.
func Deal(set *rules.CardSet) (*rules.State, error) {
	return scenario.Board("lesson deal", strings.NewReader(dealText), set)
}
