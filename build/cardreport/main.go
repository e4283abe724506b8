// Command cardreport turns the card tallies of build/cardreport.sh (written
// by twilight-tools sim -card-tally) into the per-card report,
// assets/decks/CARDS.md.
//
// Usage:
//
//	go run ./build/cardreport -prebuilt P.tsv -random R.tsv -intro TEXT -out FILE
package main

import (
	"flag"
	"fmt"
	"os"

	"twilight/assets"
	"twilight/rules/cardset"
	"twilight/simulate"
)

func main() {
	prebuilt := flag.String("prebuilt", "", "tally `FILE` of the pre-built decks' games")
	random := flag.String("random", "", "tally `FILE` of the random decks' games")
	intro := flag.String("intro", "", "the report's opening paragraph")
	out := flag.String("out", "assets/decks/CARDS.md", "the report `FILE`")
	minDrawn := flag.Int("min-drawn", 10, "judge a card dead only when drawn in at least this many games")
	flag.Parse()
	if err := run(*prebuilt, *random, *intro, *out, *minDrawn); err != nil {
		fmt.Fprintln(os.Stderr, "cardreport:", err)
		os.Exit(1)
	}
}

func run(prebuilt, random, intro, out string, minDrawn int) error {
	set, err := cardset.LoadFS(assets.Cards(), ".")
	if err != nil {
		return err
	}
	var secs []simulate.TallySection
	for _, s := range []struct{ path, title, about string }{
		{prebuilt, "The pre-built decks", "Every pairing of the four pre-built decks, the `normal` player on both sides."},
		{random, "Random legal decks", "Random legal 50-card decks from the whole set (a random Deity; its Faction Requirement, " +
			"then half its Conviction colours and half anything; 31 Lesser, 14 Greater, 5 Exalted), `normal` on both sides."},
	} {
		if s.path == "" {
			continue
		}
		t, err := simulate.ReadCardTallies(s.path)
		if err != nil {
			return err
		}
		secs = append(secs, simulate.TallySection{Title: s.title, About: s.about, Tallies: t})
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := simulate.WriteCardReport(f, set, intro, secs, minDrawn); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
