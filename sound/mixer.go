package sound

// Mixer is how loud each kind of sound plays: a master volume over the
// effects and the music (the ambient beds), each 0 to 100, and a mute
// that silences all without losing the volumes. (A new player's volumes
// are the settings' defaults, scenes/folder.)
type Mixer struct {
	Master, Effects, Music int
	Muted                  bool
}

// Gain is the factor cue c's samples play at (0 to 1).
func (m Mixer) Gain(c Cue) float64 {
	if m.Muted {
		return 0
	}
	part := m.Effects
	if c.Ambient() {
		part = m.Music
	}
	return float64(clamp(m.Master)) / 100 * float64(clamp(part)) / 100
}

// Clamped brings every volume into 0 to 100 (a settings file edited by
// hand may hold anything).
func (m Mixer) Clamped() Mixer {
	m.Master, m.Effects, m.Music = clamp(m.Master), clamp(m.Effects), clamp(m.Music)
	return m
}

func clamp(v int) int { return min(max(v, 0), 100) }
