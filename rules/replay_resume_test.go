package rules_test

import (
	"math/rand/v2"
	"testing"

	"twilight/rules"
)

// TestResumeKeepsOneRecord: a match recorded part way, written, read and
// resumed, then played on through the resumed record, gives one replay
// of the whole match that plays out to the game it ended in; nothing
// from before the resumption can be taken back.
func TestResumeKeepsOneRecord(t *testing.T) {
	g := playRecorded(t, 8, 2, false, 90)
	p, err := openReplay(g.replayBytes(t))
	if err != nil {
		t.Fatal(err)
	}
	s, rec := p.Resume()
	if s.StateHash() != g.state.StateHash() || rec.Len() != 90 {
		t.Fatalf("resumed at %d actions, another game", rec.Len())
	}
	if _, err := rec.TakeBack(s, s.Pending.Player, nil); err == nil {
		t.Fatal("an action from before the resumption was taken back")
	}
	r := rand.New(rand.NewPCG(8, 9))
	var buf []rules.Action
	for !s.Over() && rec.Len() < 100000 {
		buf = s.Legal(buf[:0])
		if err := rec.Apply(s, buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	f, err := rec.Replay(s)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := f.Open()
	if err != nil {
		t.Fatal(err)
	}
	if whole.End().StateHash() != s.StateHash() || whole.Len() != rec.Len() {
		t.Fatal("the resumed record does not replay the whole match")
	}
}
