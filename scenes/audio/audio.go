// Package audio plays the game's sounds (package sound) through
// Ebitengine's audio package: effects as the table's events happen and an
// ambient bed under the screens, at the volumes of a sound.Mixer. Where
// the machine has no audio device (CI, Xvfb, a server) it plays nothing
// and says why once: Probe opens the device in a child process first,
// because Ebitengine ends the game when its audio context cannot start.
package audio

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"twilight/sound"
)

// heardKept is how many of the latest cues Heard keeps.
const heardKept = 64

// Player plays the sounds. Its methods are for the game loop and never
// wait: the sounds are rendered on a goroutine at start, and a cue asked
// for before they are ready is skipped.
type Player struct {
	ctx   *audio.Context // nil when silent
	why   string         // why it is silent
	mixer sound.Mixer

	mu    sync.Mutex
	pcm   map[sound.Cue][]byte // 16-bit stereo, full volume; nil until rendered
	heard []sound.Cue

	bedCue sound.Cue
	bed    *audio.Player
}

// New makes the game's player. With device false (Probe failed, or sound
// is off by the command line) it is silent, for the reason why, and only
// records the cues asked for.
func New(mixer sound.Mixer, device bool, why string) *Player {
	p := &Player{mixer: mixer.Clamped(), why: why}
	if device {
		p.ctx = audio.NewContext(sound.SampleRate)
		go p.render()
	}
	return p
}

// render makes every sound's samples.
func (p *Player) render() {
	pcm := map[sound.Cue][]byte{}
	for _, c := range sound.All() {
		pcm[c] = sound.PCM16Stereo(sound.Sound(c), 1)
	}
	p.mu.Lock()
	p.pcm = pcm
	p.mu.Unlock()
}

// Silent reports whether no sound will be heard, and why ("" when sound
// plays).
func (p *Player) Silent() (bool, string) { return p.ctx == nil, p.why }

// Mixer is the current volumes.
func (p *Player) Mixer() sound.Mixer { return p.mixer }

// SetMixer changes the volumes; the bed playing follows at once (a bed
// at no volume pauses, so that the mixer has nothing to do).
func (p *Player) SetMixer(m sound.Mixer) {
	p.mixer = m.Clamped()
	if p.bed != nil {
		p.bedVolume()
	}
}

// bedVolume sets the bed's volume, pausing it at none.
func (p *Player) bedVolume() {
	gain := p.mixer.Gain(p.bedCue)
	p.bed.SetVolume(gain)
	switch {
	case gain == 0 && p.bed.IsPlaying():
		p.bed.Pause()
	case gain > 0 && !p.bed.IsPlaying():
		p.bed.Play()
	}
}

// Play starts effect c (a bed is started with Bed).
func (p *Player) Play(c sound.Cue) {
	p.mu.Lock()
	p.heard = append(p.heard, c)
	if len(p.heard) > heardKept {
		p.heard = p.heard[len(p.heard)-heardKept:]
	}
	data := p.pcm[c]
	p.mu.Unlock()
	gain := p.mixer.Gain(c)
	if p.ctx == nil || data == nil || gain == 0 || c.Ambient() {
		return
	}
	pl := p.ctx.NewPlayerFromBytes(data)
	pl.SetVolume(gain)
	pl.Play()
}

// PlayAll plays several effects (one batch of events).
func (p *Player) PlayAll(cs []sound.Cue) {
	for _, c := range cs {
		p.Play(c)
	}
}

// Bed makes c the ambient bed, looped, fading nothing: the one playing
// stops. Asking for the bed already playing changes nothing; 0 stops it.
// A bed asked for before the sounds are ready starts on a later call.
func (p *Player) Bed(c sound.Cue) {
	if c == p.bedCue && p.bed != nil {
		return
	}
	if p.bed != nil {
		p.bed.Close()
		p.bed = nil
	}
	p.bedCue = c
	if p.ctx == nil || c == 0 {
		return
	}
	p.mu.Lock()
	data := p.pcm[c]
	p.mu.Unlock()
	if data == nil {
		return
	}
	loop := audio.NewInfiniteLoop(bytes.NewReader(data), int64(len(data)))
	bed, err := p.ctx.NewPlayer(loop)
	if err != nil {
		return
	}
	p.bed = bed
	p.bedVolume()
}

// Heard lists the latest cues asked for, oldest first, whether or not a
// device played them (for tests: the cue list, not the speakers).
func (p *Player) Heard() []sound.Cue {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]sound.Cue(nil), p.heard...)
}
