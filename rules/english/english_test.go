package english

import "testing"

func TestWords(t *testing.T) {
	for _, c := range [][2]string{
		{Count(1, "card"), "1 card"},
		{Count(2, "card"), "2 cards"},
		{Count(0, "card"), "no cards"},
		{Count(3, "ability"), "3 abilities"},
		{Count(2, "copy"), "2 copies"},
		{Count(2, "Aspect"), "2 Aspects"},
		{Count(12, "Deity"), "12 Deities"},
		{Count(7, "more Aggression card"), "7 more Aggression cards"},
		{Count(1, "more line"), "1 more line"},
		{Plural("Recall"), "Recalls"},
		{Plural("Countdown marker"), "Countdown markers"},
		{Plural("box"), "boxes"},
		{Plural("match"), "matches"},
		{Plural("day"), "days"},
		{Plural(""), ""},
		{WithArticle("Exalted card"), "an Exalted card"},
		{WithArticle("Lesser card"), "a Lesser card"},
		{WithArticle("effect"), "an effect"},
		{WithArticle(""), ""},
		{Capitalize("an Exalted card resolves"), "An Exalted card resolves"},
		{Capitalize("Mars attacks"), "Mars attacks"},
		{Capitalize("3 cards"), "3 cards"},
		{Capitalize("émigré"), "émigré"},
		{Capitalize(""), ""},
	} {
		if got, want := c[0], c[1]; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
