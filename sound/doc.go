// Package sound makes Twilight's sounds from recipes in code: every effect
// and both ambient beds are synthesised here (seeded, so each render is
// the same to the sample), and nothing is read from a file. It also says
// which cue a game event sounds with (Cues) and how loud each kind of
// sound plays (Mixer). It imports only the standard library and the rules
// engine; playing the samples is the client's (package scenes), which
// runs silent where there is no audio device.
package sound
