package scene

import (
	"twilight/sound"

	"twilight/scenes/audio"
)

// Mixer is the volumes and mute of the App's settings.
func (a *App) Mixer() sound.Mixer {
	st := a.Settings
	return sound.Mixer{Master: st.MasterVolume, Effects: st.EffectsVolume, Music: st.MusicVolume, Muted: st.Muted}
}

// SoundChanged hands the settings' volumes to the player, after the
// Settings screen or the mute key changed them.
func (a *App) SoundChanged() { a.Audio.SetMixer(a.Mixer()) }

// ToggleMute mutes the sound, or brings it back, and saves the setting
// (a failure to save is not the key's to report: the change applies for
// this session). It says what it did in words for the screen.
func (a *App) ToggleMute() string {
	a.Settings.Muted = !a.Settings.Muted
	a.SoundChanged()
	_ = a.SaveSettings()
	if a.Settings.Muted {
		return "Sound muted (M to bring it back)."
	}
	if silent, _ := a.Audio.Silent(); silent {
		return "Sound on, but this computer has no audio device the game can use."
	}
	return "Sound on."
}

// silentPlayer is the player of an App that no game started sound for
// (shots and tests): it plays nothing and keeps the cue list.
func silentPlayer(m sound.Mixer) *audio.Player {
	return audio.New(m, false, "sound is started only by the game window")
}

// Typist is a Scene that may take typed letters (a search or a name
// field): the game's letter keys (M mutes) leave the keyboard to it
// while Typing says so.
type Typist interface {
	Typing() bool
}

// Ambient is a Scene with its own ambient bed; every other scene has the
// menus' bed.
type Ambient interface {
	Ambience() sound.Cue
}

// Notifier is a Scene that can show a passing line of text (the mute
// key's answer).
type Notifier interface {
	Notify(text string)
}

// AmbienceOf is the bed that plays under scene s.
func AmbienceOf(s Scene) sound.Cue {
	if a, ok := s.(Ambient); ok {
		return a.Ambience()
	}
	return sound.MenuBed
}
