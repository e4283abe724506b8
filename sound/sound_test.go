package sound

import (
	"bytes"
	"encoding/binary"
	"math"
	"slices"
	"testing"

	"twilight/rules"
)

func TestEveryCueSounds(t *testing.T) {
	for _, c := range All() {
		t.Run(c.String(), func(t *testing.T) {
			buf := Sound(c)
			seconds := float64(len(buf)) / SampleRate
			lo, hi := 0.05, 3.5
			if c.Ambient() {
				lo, hi = 12, 12
			}
			if seconds < lo || seconds > hi {
				t.Errorf("%.2f s long; want %.2f to %.2f", seconds, lo, hi)
			}
			peak, sum := 0.0, 0.0
			for _, s := range buf {
				if math.IsNaN(s) || math.IsInf(s, 0) {
					t.Fatal("a sample is not a number")
				}
				peak = max(peak, math.Abs(s))
				sum += s * s
			}
			if peak > 0.71 || peak < 0.29 {
				t.Errorf("peak %.2f; every sound peaks between 0.3 and 0.7", peak)
			}
			if rms := math.Sqrt(sum / float64(len(buf))); rms < 0.01 {
				t.Errorf("rms %.4f: too quiet to hear", rms)
			}
			if !slices.Equal(buf, Sound(c)) {
				t.Error("two renders differ")
			}
		})
	}
}

// TestBedsLoopWithoutASeam: the step from a bed's last sample to its first
// is no bigger than the steps inside it.
func TestBedsLoopWithoutASeam(t *testing.T) {
	for _, c := range []Cue{TableBed, MenuBed} {
		buf := Sound(c)
		biggest := 0.0
		for i := 1; i < len(buf); i++ {
			biggest = max(biggest, math.Abs(buf[i]-buf[i-1]))
		}
		if seam := math.Abs(buf[0] - buf[len(buf)-1]); seam > biggest {
			t.Errorf("%s: the loop's seam jumps %.4f; the biggest step inside is %.4f", c, seam, biggest)
		}
	}
}

func TestWriteWAV(t *testing.T) {
	mono := Sound(Drop)
	var b bytes.Buffer
	if err := WriteWAV(&b, mono); err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	le := binary.LittleEndian
	switch {
	case string(data[0:4]) != "RIFF" || string(data[8:12]) != "WAVE" || string(data[36:40]) != "data":
		t.Fatal("not a RIFF WAVE file")
	case le.Uint32(data[4:]) != uint32(len(data)-8):
		t.Errorf("RIFF size %d, file %d", le.Uint32(data[4:]), len(data))
	case le.Uint32(data[24:]) != SampleRate || le.Uint16(data[22:]) != 1 || le.Uint16(data[34:]) != 16:
		t.Errorf("format: %d Hz, %d channels, %d bits", le.Uint32(data[24:]), le.Uint16(data[22:]), le.Uint16(data[34:]))
	case int(le.Uint32(data[40:])) != 2*len(mono):
		t.Errorf("data size %d for %d samples", le.Uint32(data[40:]), len(mono))
	}
}

func TestMixerGain(t *testing.T) {
	tests := []struct {
		name string
		m    Mixer
		cue  Cue
		want float64
	}{
		{"an effect", Mixer{Master: 50, Effects: 80, Music: 10}, Drop, 0.4},
		{"a bed plays at the music volume", Mixer{Master: 50, Effects: 80, Music: 10}, TableBed, 0.05},
		{"muted", Mixer{Master: 100, Effects: 100, Music: 100, Muted: true}, Victory, 0},
		{"volumes out of range are clamped", Mixer{Master: 400, Effects: -3, Music: 100}, Drop, 0},
		{"full", Mixer{Master: 400, Effects: 100, Music: 100}, MenuBed, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.m.Gain(tt.cue); math.Abs(got-tt.want) > 1e-9 {
				t.Errorf("gain %.3f, want %.3f", got, tt.want)
			}
		})
	}
	if m := (Mixer{Master: 101, Effects: -1, Music: 50}).Clamped(); m != (Mixer{Master: 100, Effects: 0, Music: 50}) {
		t.Errorf("Clamped gives %+v", m)
	}
}

func TestForEvents(t *testing.T) {
	ev := func(k rules.EventKind, p int8) rules.Event { return rules.Event{Kind: k, Player: p, Card: 3} }
	two := &rules.State{Players: make([]rules.Player, 2), Winner: 0}
	tests := []struct {
		name   string
		events []rules.Event
		local  []bool
		want   []Cue
	}{
		{"a turn begins for the player here", []rules.Event{ev(rules.EvTurn, 0), ev(rules.EvRefresh, 0), ev(rules.EvDraw, 0)},
			[]bool{true, false}, []Cue{YourTurn, Refresh, CardDrawn}},
		{"the computer's turn begins quietly", []rules.Event{ev(rules.EvTurn, 1), ev(rules.EvDraw, 1)},
			[]bool{true, false}, []Cue{CardDrawn}},
		{"one sound per kind, three at most", []rules.Event{ev(rules.EvDamage, 0), ev(rules.EvDamage, 1), ev(rules.EvSlay, 1),
			ev(rules.EvSlay, 0), ev(rules.EvLifeDamage, 1), ev(rules.EvDraw, 0)}, []bool{true, false},
			[]Cue{DamageCreature, Slain, DamageStack}},
		{"your turn is never cut", []rules.Event{ev(rules.EvDamage, 0), ev(rules.EvSlay, 1), ev(rules.EvLifeDamage, 1),
			ev(rules.EvDraw, 0), ev(rules.EvTurn, 0), ev(rules.EvRefresh, 0)}, []bool{true, false},
			[]Cue{DamageCreature, Slain, DamageStack, YourTurn}},
		{"the player here won", []rules.Event{ev(rules.EvWin, 0)}, []bool{true, false}, []Cue{Victory}},
		{"the computer won", []rules.Event{ev(rules.EvWin, 0)}, []bool{false, true}, []Cue{Defeat}},
		{"computers only", []rules.Event{ev(rules.EvWin, 0)}, []bool{false, false}, []Cue{Victory}},
		{"silent events", []rules.Event{ev(rules.EvNote, 0), ev(rules.EvCountdown, 1)}, []bool{true, true}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ForEvents(tt.events, two, tt.local); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestCuesTellNothingHidden: whose card an event names and which card it
// is never change the sound, so a hot-seat curtain leaks nothing by ear.
func TestCuesTellNothingHidden(t *testing.T) {
	s := &rules.State{Players: make([]rules.Player, 2), Winner: -1}
	for k := rules.EvSetup; k <= rules.EvTeamWin; k++ {
		if k == rules.EvTurn || k == rules.EvWin || k == rules.EvTeamWin {
			continue // whose turn and who won are the table's to know
		}
		a := ForEvents([]rules.Event{{Kind: k, Player: 0, Card: 1, To: rules.ZHand}}, s, []bool{true, false})
		b := ForEvents([]rules.Event{{Kind: k, Player: 1, Card: 40, To: rules.ZField}}, s, []bool{true, false})
		if !slices.Equal(a, b) {
			t.Errorf("event kind %d sounds %v for one card and %v for another", k, a, b)
		}
	}
}
