package sound

import (
	"math"
	"math/rand/v2"
)

// SampleRate is the rate every sound is rendered at.
const SampleRate = 44100

// Wave is the shape of an oscillator.
type Wave uint8

// The oscillator shapes.
const (
	Sine Wave = iota
	Triangle
	Square
	Saw
	Noise
)

// Voice is one synthesised layer of a sound: an oscillator whose pitch can
// glide and waver, shaped by an envelope and softened by a low-pass
// filter. Times are in seconds, pitches in Hz.
type Voice struct {
	Wave     Wave
	Freq     float64 // pitch at the start
	Glide    float64 // octaves per second the pitch moves (negative: falls)
	Duty     float64 // a Square's share of the period spent high (0: one half)
	Delay    float64 // silence before the voice starts
	Attack   float64 // rise to full level
	Hold     float64 // full level
	Release  float64 // fall to silence
	Punch    float64 // extra level at the start of Hold, fading over it (0..1)
	Vibrato  float64 // depth of the pitch's waver, as a fraction of it
	VibRate  float64 // wavers per second
	Cutoff   float64 // low-pass corner (0: none)
	Level    float64 // loudness of this layer (0..1)
	Seed     uint64  // the noise's seed
	Tremolo  float64 // depth of a slow swell in level (0..1)
	TremRate float64 // swells per second
}

// length is the voice's length in seconds.
func (v Voice) length() float64 { return v.Delay + v.Attack + v.Hold + v.Release }

// envelope is the voice's level at time t from its start (after Delay).
func (v Voice) envelope(t float64) float64 {
	switch {
	case t < 0:
		return 0
	case t < v.Attack:
		return t / v.Attack
	case t < v.Attack+v.Hold:
		in := (t - v.Attack) / math.Max(v.Hold, 1e-9)
		return 1 + v.Punch*(1-in)
	case t < v.Attack+v.Hold+v.Release:
		out := (t - v.Attack - v.Hold) / v.Release
		return (1 - out) * (1 - out)
	}
	return 0
}

// addTo renders the voice into buf (mono samples at SampleRate), adding
// to what is there.
func (v Voice) addTo(buf []float64) {
	rng := rand.New(rand.NewPCG(v.Seed, 0x7e11))
	duty := v.Duty
	if duty <= 0 || duty >= 1 {
		duty = 0.5
	}
	start := int(v.Delay * SampleRate)
	n := int((v.Attack + v.Hold + v.Release) * SampleRate)
	phase, lp, noise := 0.0, 0.0, 0.0
	alpha := 1.0
	if v.Cutoff > 0 {
		rc := 1 / (2 * math.Pi * v.Cutoff)
		alpha = (1.0 / SampleRate) / (rc + 1.0/SampleRate)
	}
	for i := 0; i < n && start+i < len(buf); i++ {
		t := float64(i) / SampleRate
		f := v.Freq * math.Exp2(v.Glide*t) * (1 + v.Vibrato*math.Sin(2*math.Pi*v.VibRate*t))
		prev := phase
		phase += f / SampleRate
		phase -= math.Floor(phase)
		var s float64
		switch v.Wave {
		case Sine:
			s = math.Sin(2 * math.Pi * phase)
		case Triangle:
			s = 4*math.Abs(phase-0.5) - 1
		case Square:
			s = 1
			if phase >= duty {
				s = -1
			}
		case Saw:
			s = 2*phase - 1
		case Noise:
			// A new random value each half period: pitched noise.
			if phase < prev || math.Mod(phase, 0.5) < math.Mod(prev, 0.5) {
				noise = rng.Float64()*2 - 1
			}
			s = noise
		}
		lp += alpha * (s - lp)
		level := v.envelope(t) * v.Level
		if v.Tremolo > 0 {
			level *= 1 - v.Tremolo*(0.5+0.5*math.Sin(2*math.Pi*v.TremRate*t))
		}
		buf[start+i] += lp * level
	}
}

// Render mixes voices into one mono sound, scaled so that its loudest
// sample reaches peak (0..1), with a short fade at its end so it never
// clicks.
func Render(peak float64, voices ...Voice) []float64 {
	length := 0.0
	for _, v := range voices {
		length = math.Max(length, v.length())
	}
	buf := make([]float64, int(length*SampleRate)+1)
	for _, v := range voices {
		v.addTo(buf)
	}
	top := 0.0
	for _, s := range buf {
		top = math.Max(top, math.Abs(s))
	}
	if top > 0 {
		for i := range buf {
			buf[i] *= peak / top
		}
	}
	fade := min(len(buf), SampleRate/200)
	for i := 0; i < fade; i++ {
		buf[len(buf)-1-i] *= float64(i) / float64(fade)
	}
	return buf
}

// PCM16Stereo turns mono samples into 16-bit little-endian stereo, the
// form the client's audio player takes, at gain (0..1).
func PCM16Stereo(mono []float64, gain float64) []byte {
	out := make([]byte, 4*len(mono))
	for i, s := range mono {
		v := int16(math.Round(math.Max(-1, math.Min(1, s*gain)) * 32767))
		out[4*i], out[4*i+1] = byte(v), byte(uint16(v)>>8)
		out[4*i+2], out[4*i+3] = byte(v), byte(uint16(v)>>8)
	}
	return out
}
