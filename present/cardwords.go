package present

import (
	"fmt"
	"strings"

	"twilight/rules"
)

// CardWords are what the collection and the drafting room write beside a
// large card: a facts line (level, type, factions, cost, stats), the
// generated rules text a paragraph a line (with the Heresy), and the
// flavour.
func CardWords(c *rules.CardDef) (meta string, body []string, flavor string) {
	var fs []string
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if c.Factions.Has(f) {
			fs = append(fs, f.String())
		}
	}
	if c.Mini {
		meta = "Mini-card (made in play, never in a deck) · " + strings.Join(fs, "/")
	} else {
		meta = fmt.Sprintf("%s (%s) %s · %s · cost %s", c.Level.Name(), c.Level.Roman(), c.Type, strings.Join(fs, "/"), c.Cost)
	}
	if c.Type == rules.Creature {
		meta += fmt.Sprintf(" · %d/%d", c.Fight, c.Life)
	}
	if c.Type == rules.Intrigue && c.Upkeep.Total() > 0 {
		meta += " · Upkeep " + c.Upkeep.String()
	}
	if c.Text != "" {
		body = append(body, strings.Split(c.Text, "\n")...)
	}
	if c.HeresyText != "" {
		body = append(body, "Heresy: "+c.HeresyText)
	}
	return meta, body, c.Flavor
}

// DeityWords are CardWords for a Deity: its faction and Faction
// Requirement, its powers one a line, its flavour.
func DeityWords(dd *rules.DeityDef) (meta string, body []string, flavor string) {
	meta = fmt.Sprintf("Deity · %s · Faction Requirement: %d %s cards", dd.Faction, dd.ReqCount, dd.ReqFaction)
	return meta, strings.Split(dd.Text, "\n"), dd.Flavor
}
