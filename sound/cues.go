package sound

import "math"

// Cue is one sound of the table.
type Cue uint8

// The cues: effects, then the two ambient beds.
const (
	CardDrawn Cue = iota + 1
	PickUp
	Drop
	Refused
	Summon
	Exhaust
	Refresh
	DamageCreature
	DamageStack
	Slain
	Sacrifice
	Manifest
	TradeOffered
	TradeAccepted
	ChainAdd
	ChainResolve
	YourTurn
	Victory
	Defeat
	TableBed // ambient, looped under a match
	MenuBed  // ambient, looped under the menus
	cueCount
)

var cueNames = [cueCount]string{"", "card-drawn", "pick-up", "drop", "refused", "summon", "exhaust", "refresh",
	"damage-creature", "damage-stack", "slain", "sacrifice", "manifest", "trade-offered", "trade-accepted",
	"chain-add", "chain-resolve", "your-turn", "victory", "defeat", "table-bed", "menu-bed"}

// String is the cue's name, as its rendered file is named.
func (c Cue) String() string {
	if c < cueCount {
		return cueNames[c]
	}
	return "?"
}

// All lists every cue, effects first.
func All() []Cue {
	out := make([]Cue, 0, cueCount-1)
	for c := CardDrawn; c < cueCount; c++ {
		out = append(out, c)
	}
	return out
}

// Ambient reports whether the cue is a looped bed (music) rather than an
// effect.
func (c Cue) Ambient() bool { return c == TableBed || c == MenuBed }

// note is the pitch of a note n semitones from A4.
func note(n float64) float64 { return 440 * math.Exp2(n/12) }

// paper is the rustle of a card moving: filtered noise, quick.
func paper(seed uint64, length, cutoff, level float64) Voice {
	return Voice{Wave: Noise, Freq: 6000, Attack: 0.005, Hold: length * 0.3, Release: length * 0.7, Cutoff: cutoff, Level: level, Seed: seed}
}

// thump is a soft knock on the table: a low sine falling in pitch.
func thump(freq, level float64) Voice {
	return Voice{Wave: Sine, Freq: freq, Glide: -2.5, Attack: 0.002, Hold: 0.02, Release: 0.12, Punch: 0.6, Level: level}
}

// bell is a struck note with a long tail.
func bell(n, delay, level float64) Voice {
	return Voice{Wave: Triangle, Freq: note(n), Delay: delay, Attack: 0.004, Hold: 0.03, Release: 0.9, Punch: 0.5, Level: level, Cutoff: 3000}
}

// recipe is how each effect cue is made: its voices and its peak.
func recipe(c Cue) (peak float64, voices []Voice) {
	switch c {
	case CardDrawn:
		return 0.5, []Voice{paper(1, 0.16, 2500, 1), paper(2, 0.08, 5000, 0.4)}
	case PickUp:
		return 0.35, []Voice{paper(3, 0.09, 4000, 1)}
	case Drop:
		return 0.55, []Voice{paper(4, 0.07, 2000, 0.7), thump(140, 1)}
	case Refused:
		return 0.32, []Voice{{Wave: Square, Freq: 180, Glide: -0.8, Duty: 0.3, Attack: 0.005, Hold: 0.06, Release: 0.1, Cutoff: 900, Level: 1},
			{Wave: Square, Freq: 150, Glide: -0.8, Duty: 0.3, Delay: 0.09, Attack: 0.005, Hold: 0.06, Release: 0.12, Cutoff: 900, Level: 1}}
	case Summon:
		return 0.6, []Voice{thump(110, 1), bell(-12, 0.02, 0.5), bell(-5, 0.06, 0.35)}
	case Exhaust:
		return 0.35, []Voice{paper(5, 0.12, 1500, 1), thump(200, 0.3)}
	case Refresh:
		return 0.4, []Voice{paper(6, 0.2, 3000, 0.6), bell(7, 0.05, 0.3)}
	case DamageCreature:
		return 0.6, []Voice{{Wave: Noise, Freq: 1200, Glide: -3, Attack: 0.002, Hold: 0.03, Release: 0.15, Punch: 0.8, Cutoff: 2500, Level: 1, Seed: 7}, thump(90, 0.8)}
	case DamageStack:
		return 0.55, []Voice{paper(8, 0.25, 1800, 1), thump(70, 0.9)}
	case Slain:
		return 0.65, []Voice{{Wave: Saw, Freq: note(-17), Glide: -1.2, Attack: 0.01, Hold: 0.1, Release: 0.5, Cutoff: 700, Level: 1}, thump(60, 1)}
	case Sacrifice:
		return 0.6, []Voice{{Wave: Noise, Freq: 300, Attack: 0.08, Hold: 0.1, Release: 0.5, Cutoff: 600, Level: 1, Seed: 9}, bell(-24, 0.05, 0.6)}
	case Manifest:
		return 0.55, []Voice{{Wave: Sine, Freq: note(-9), Glide: 1.5, Attack: 0.1, Hold: 0.15, Release: 0.35, Vibrato: 0.01, VibRate: 6, Level: 1}, bell(3, 0.25, 0.5)}
	case TradeOffered:
		return 0.45, []Voice{bell(0, 0, 0.7), bell(4, 0.12, 0.6)}
	case TradeAccepted:
		return 0.5, []Voice{bell(0, 0, 0.6), bell(4, 0.1, 0.6), bell(7, 0.2, 0.7)}
	case ChainAdd:
		return 0.35, []Voice{bell(12, 0, 0.5), {Wave: Sine, Freq: note(-12), Attack: 0.01, Hold: 0.05, Release: 0.2, Level: 0.4}}
	case ChainResolve:
		return 0.35, []Voice{bell(7, 0, 0.6), bell(0, 0.07, 0.4)}
	case YourTurn:
		return 0.45, []Voice{bell(-5, 0, 0.6), bell(2, 0.14, 0.7)}
	case Victory:
		return 0.7, []Voice{bell(0, 0, 0.6), bell(4, 0.18, 0.6), bell(7, 0.36, 0.6), bell(12, 0.54, 0.8),
			{Wave: Sine, Freq: note(-24), Delay: 0.54, Attack: 0.2, Hold: 0.6, Release: 1.2, Level: 0.5}}
	case Defeat:
		return 0.6, []Voice{bell(-2, 0, 0.6), bell(-5, 0.25, 0.6), bell(-9, 0.5, 0.6),
			{Wave: Saw, Freq: note(-33), Delay: 0.5, Attack: 0.3, Hold: 0.5, Release: 1.5, Cutoff: 400, Level: 0.6}}
	}
	return 0, nil
}

// bed is how each ambient cue is made: a drone that loops without a seam
// (every voice completes whole cycles in the loop).
func bed(c Cue) (seconds float64, voices []Voice) {
	const loop = 12.0
	hum := func(n, level, trem float64) Voice {
		// Round the pitch to whole cycles per loop so the loop is seamless.
		f := float64(int(note(n)*loop+0.5)) / loop
		return Voice{Wave: Sine, Freq: f, Hold: loop, Level: level, Tremolo: trem, TremRate: 1 / loop * 2}
	}
	switch c {
	case TableBed:
		return loop, []Voice{hum(-33, 0.5, 0.3), hum(-26, 0.25, 0.5), hum(-21, 0.12, 0.6),
			{Wave: Noise, Freq: 800, Hold: loop, Cutoff: 350, Level: 0.08, Seed: 11, Tremolo: 0.5, TremRate: 3 / loop}}
	case MenuBed:
		return loop, []Voice{hum(-24, 0.35, 0.4), hum(-17, 0.22, 0.5), hum(-12, 0.18, 0.6), hum(-8, 0.1, 0.7)}
	}
	return 0, nil
}

// Sound renders cue c as mono samples at SampleRate: an effect once, a bed
// as one seamless loop.
func Sound(c Cue) []float64 {
	if c.Ambient() {
		return loopBed(bed(c))
	}
	peak, voices := recipe(c)
	return Render(peak, voices...)
}

// loopBed renders a bed one second longer than its loop and folds that
// second over the loop's start, so the end runs into the start without a
// seam, at a quiet peak.
func loopBed(seconds float64, voices []Voice) []float64 {
	n, x := int(seconds*SampleRate), SampleRate
	long := make([]Voice, len(voices))
	for i, v := range voices {
		v.Hold += float64(x) / SampleRate
		long[i] = v
	}
	buf := Render(0.3, long...)
	for i := 0; i < x; i++ {
		w := float64(i) / float64(x)
		buf[i] = buf[i]*w + buf[n+i]*(1-w)
	}
	return buf[:n]
}
