package simulate

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	"twilight/rules"
)

// DeadShare is the "no dead cards" line: a card should be played in at
// least this share of the games in which its player drew it.
const DeadShare = 0.25

// TallySection is one table of a card report: a title and its tallies.
type TallySection struct {
	Title, About string
	Tallies      CardTallies
}

// WriteCardReport writes the per-card report in Markdown: for every Action
// card of set, per section, the games drawn, the share of them in which its
// player could pay for it when the rules let it be played, the share played
// when drawn and the win rate when played; then each section's cards played in fewer
// than DeadShare of the games that drew them (among cards drawn in at
// least minDrawn games), each with its standard error at the line, and
// those of them more than two standard errors under it; and the cards no
// game drew.
func WriteCardReport(w io.Writer, set *rules.CardSet, intro string, secs []TallySection, minDrawn int) error {
	var b strings.Builder
	b.WriteString("# Card report\n\n" + intro + "\n")
	var cards []*rules.CardDef
	for i := 1; i < len(set.Cards); i++ {
		if c := &set.Cards[i]; !c.Mini {
			cards = append(cards, c)
		}
	}
	sort.SliceStable(cards, func(i, j int) bool {
		a, c := cards[i], cards[j]
		if a.Factions != c.Factions {
			return a.Factions < c.Factions
		}
		if a.Level != c.Level {
			return a.Level < c.Level
		}
		return a.Title < c.Title
	})
	for _, sec := range secs {
		fmt.Fprintf(&b, "\n## %s\n\n%s\n\n", sec.Title, sec.About)
		b.WriteString("| card | faction | level | cost | drawn | could pay when drawn | played when drawn | won when played |\n|---|---|---|---|---|---|---|---|\n")
		var dead, clearly, unseen []string
		for _, c := range cards {
			t := sec.Tallies[c.Key]
			if t == nil || t.Drawn == 0 {
				unseen = append(unseen, c.Title)
				fmt.Fprintf(&b, "| %s | %s | %s | %s | 0 | — | — | — |\n", c.Title, factionNames(c.Factions), c.Level.Roman(), c.Cost)
				continue
			}
			won := "—"
			if t.Played > 0 {
				won = pct(t.PlayedWins, t.Played)
			}
			payable := "—"
			if t.Payable >= 0 {
				payable = pct(t.Payable, t.Drawn)
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %d | %s | %s | %s |\n", c.Title, factionNames(c.Factions), c.Level.Roman(), c.Cost,
				t.Drawn, payable, pct(t.Played, t.Drawn), won)
			if t.Drawn >= minDrawn && float64(t.Played) < DeadShare*float64(t.Drawn) {
				se := fmt.Sprintf("±%.1f", 100*lineError(t.Drawn))
				if t.Payable >= 0 {
					dead = append(dead, fmt.Sprintf("%s (%s of %d, %s; could pay in %s)", c.Title, pct(t.Played, t.Drawn), t.Drawn, se, payable))
				} else {
					dead = append(dead, fmt.Sprintf("%s (%s of %d, %s)", c.Title, pct(t.Played, t.Drawn), t.Drawn, se))
				}
				if float64(t.Played) < (DeadShare-2*lineError(t.Drawn))*float64(t.Drawn) {
					clearly = append(clearly, c.Title)
				}
			}
		}
		fmt.Fprintf(&b, "\nPlayed in under %.0f%% of the games that drew them (drawn in at least %d games): ", DeadShare*100, minDrawn)
		if len(dead) == 0 {
			b.WriteString("none.\n")
		} else {
			b.WriteString(strings.Join(dead, "; ") + ".\n")
			b.WriteString(clearlyUnder(clearly))
		}
		if len(unseen) > 0 {
			fmt.Fprintf(&b, "\nNever drawn here (%d): %s.\n", len(unseen), strings.Join(unseen, ", "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// lineError is the standard error, as a share, of a card's share played
// when drawn over drawn games if the card were played at exactly the
// line (DeadShare): a share under the line by less than two of them is
// within what chance gives a card on the line.
func lineError(drawn int) float64 {
	return math.Sqrt(DeadShare * (1 - DeadShare) / float64(drawn))
}

// clearlyUnder says which of the cards under the line lie more than two
// standard errors (lineError) under it.
func clearlyUnder(titles []string) string {
	if len(titles) == 0 {
		return "\nNone of them lies more than two standard errors (±, the spread of a card played at exactly the line over that many games) under the line.\n"
	}
	return fmt.Sprintf("\nMore than two standard errors (±, the spread of a card played at exactly the line over that many games) under the line: %s.\n", strings.Join(titles, ", "))
}

func pct(n, of int) string {
	if of == 0 {
		return "—"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(n)/float64(of))
}

// factionNames is "Aggression" or "Mysticism/Sanctuary".
func factionNames(fs rules.FactionSet) string {
	var names []string
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if fs.Has(f) {
			names = append(names, f.String())
		}
	}
	return strings.Join(names, "/")
}
