package scenes

import (
	"fmt"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"twilight/scenes/audio"
	"twilight/scenes/scene"
)

// startSound gives the App a player on the audio device when the machine
// has one (Options.Sound): the device is opened in a child process first
// (audio.Probe), because Ebitengine ends the game when its audio cannot
// start. Without a device the game runs silent and says so, once, in the
// log.
func startSound(app *scene.App, opts Options) {
	probe := opts.probe
	if probe == nil {
		probe = audio.Probe
	}
	if err := probe(); err != nil {
		why := "no audio device: " + strings.Join(strings.Fields(err.Error()), " ")
		app.Audio = audio.New(app.Mixer(), false, why)
		log := opts.Log
		if log == nil {
			log = os.Stderr
		}
		fmt.Fprintf(log, "twilight: the game runs silent (%s)\n", why)
		return
	}
	app.Audio = audio.New(app.Mixer(), true, "")
}

// soundTick runs once a tick: the M key mutes or brings back the sound
// (unless the screen is taking typed letters), and the screen's ambient
// bed plays (the table's under a match, the menus' elsewhere).
func (g *Game) soundTick() {
	cur := g.manager.Current()
	typing := false
	if t, ok := cur.(scene.Typist); ok {
		typing = t.Typing()
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if !typing && !ctrl && inpututil.IsKeyJustPressed(ebiten.KeyM) {
		msg := g.app.ToggleMute()
		if n, ok := cur.(scene.Notifier); ok {
			n.Notify(msg)
		}
	}
	g.app.Audio.Bed(scene.AmbienceOf(cur))
}
