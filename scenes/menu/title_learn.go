package menu

import (
	"twilight/scenes/folder"
	"twilight/scenes/scene"
)

// learn opens "Learn to play", or says why it cannot start.
func (t *TitleScene) learn(ctx *scene.Context) {
	if t.app.Routes.Lesson == nil {
		return
	}
	s, err := t.app.Routes.Lesson(t.app)
	if err != nil {
		t.Say(MenuLearn, "could not start: "+folder.PlainError(err))
		return
	}
	ctx.GoTo(s)
}
