package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present/lesson"
	"twilight/session"

	"twilight/scenes/collection"
	"twilight/scenes/drafting"
	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/puzzles"
	"twilight/scenes/replays"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/table/coach"
	"twilight/scenes/widget"
)

// Routes are the screens the rooms reach through App.Routes.
func Routes() scene.Routes {
	return scene.Routes{
		Decks:       func(app *scene.App, back scene.Scene) scene.Scene { return collection.NewDecks(app, back) },
		Match:       matchScene,
		Reference:   menu.NewReferenceAt,
		Lesson:      lessonScene,
		Draft:       func(app *scene.App, g *folder.DraftGame) scene.Scene { return drafting.New(app, g) },
		DraftDeck:   func(app *scene.App, b scene.DraftBuild) scene.Scene { return collection.NewDraftDeck(app, b) },
		Title:       func(app *scene.App) scene.Scene { return menu.NewTitle(app) },
		Replays:     func(app *scene.App, back scene.Scene) scene.Scene { return replays.NewList(app, back) },
		Puzzles:     func(app *scene.App, back scene.Scene) scene.Scene { return puzzles.NewList(app, back) },
		PuzzleTable: puzzleTableFor,
		Watch: func(app *scene.App, path string, review int8, back scene.Scene) (scene.Scene, error) {
			v, err := replays.Open(app, path, back)
			if err != nil {
				return nil, err
			}
			v.ReviewSeat(review)
			return v, nil
		},
		Watched: func(app *scene.App, s *session.Session, w scene.Watcher) scene.Watched {
			return table.NewWatchedMatch(app, s, w)
		},
	}
}

// lessonScene is "Learn to play": the table on the lesson's deal, against
// its scripted rival, with the coach's panel. Nothing is saved (the
// player's own saved match is left alone); leaving, or the end of the
// match, returns to the title.
func lessonScene(app *scene.App) (scene.Scene, error) {
	state, err := lesson.Deal(app.Set)
	if err != nil {
		return nil, err
	}
	s, err := session.New(state, []session.Seat{{Name: "You"}, {Name: "Mars", Bot: lesson.Opponent{}}}, "")
	if err != nil {
		return nil, err
	}
	s.MinThink = app.Settings.Pace()
	toTitle := func(ctx *scene.Context) {
		_ = s.Close()
		ctx.GoTo(menu.NewTitle(app))
	}
	// Not guarded (guard.go): the guard's notes are about the autosave,
	// which the lesson never touches.
	m := table.NewMatch(app, s, folder.MatchSetup{Seats: []folder.SeatSetup{
		{Name: "You", Human: true, Deck: "hera"}, {Name: "Mars", Deck: "mars"}}})
	m.Coach = coach.New(lesson.New(state), toTitle)
	m.OnLeave = toTitle
	m.OnGameOver = func(ctx *scene.Context, _ folder.MatchSummary) { toTitle(ctx) }
	return m, nil
}

// matchScene is the table for a match that has been dealt; when it ends,
// the session is closed (finishing its last autosave, so the title no
// longer offers to continue it) and the game over screen follows. Leaving
// mid-match (Esc twice) returns to the title with the match saved, so
// Continue picks it up again. The table runs behind a guard (guard.go).
func matchScene(app *scene.App, s *session.Session, setup folder.MatchSetup) scene.Scene {
	return guard(app, s, func() *table.MatchScene {
		m := table.NewMatch(app, s, setup)
		m.OnGameOver = func(ctx *scene.Context, summary folder.MatchSummary) {
			_ = s.Close() // idempotent; a failed last autosave only leaves a finished game unsaved
			app.ClearOpen()
			// A replay that cannot be kept (no record, a full disk) only
			// leaves the match out of the Replays screen.
			summary.Replay, _ = app.KeepMatchReplay(s)
			ctx.GoTo(menu.NewGameOver(app, summary))
		}
		m.OnLeave = func(ctx *scene.Context) {
			_ = s.Close() // finishes the autosave before the title checks it
			// Continue goes on recording the match when its record is
			// kept; without it the match only has no replay.
			_ = app.KeepUnfinished(s)
			app.ClearOpen()
			ctx.GoTo(menu.NewTitle(app))
		}
		return m
	})
}

// puzzleTableFor is the table a puzzle plays on: nothing is saved, the
// player's actions go to the puzzle, Esc is the puzzle screen's, and
// while its panel is open the table takes no keys. The end of the game
// changes nothing: the puzzle's panel says what there is to say.
func puzzleTableFor(app *scene.App, p scene.PuzzlePlay) scene.PuzzleTable {
	m := table.NewMatch(app, p.Session, folder.MatchSetup{})
	m.OnActed = p.Acted
	m.OnGameOver = func(*scene.Context, folder.MatchSummary) {}
	m.KeySource = func(k *widget.Keys) {
		widget.ReadKeys(k)
		if p.Held() {
			*k = widget.Keys{Pressed: k.Pressed[:0]}
			return
		}
		k.Pressed = slices.DeleteFunc(k.Pressed, func(key ebiten.Key) bool { return key == ebiten.KeyEscape })
	}
	return m
}
