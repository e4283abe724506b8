package folder

import (
	"os"
	"path/filepath"
	"testing"

	"twilight/rules"
)

// TestStartAndContinue: a match started with a folder autosaves, and
// Continue restores exactly the same game with the same seats.
func TestStartAndContinue(t *testing.T) {
	dir := t.TempDir()
	app, err := LoadFolder(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	if len(app.Decks) != 4 {
		t.Fatalf("%d pre-built decks, want 4", len(app.Decks))
	}
	if app.CanContinue() {
		t.Fatal("nothing to continue yet")
	}
	s, setup, err := app.StartMatch(DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	if setup.Seed == 0 {
		t.Fatal("a seed should have been drawn")
	}
	defer s.Close()
	// The computer answers first if it goes first; then the human keeps.
	if err := s.RunToEnd(100); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(rules.Action{Kind: rules.ActPass, Player: s.Deciding()}); err != nil {
		t.Fatal(err)
	}
	want := s.State().StateHash()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if !app.CanContinue() {
		t.Fatal("the match should be continuable")
	}
	back, got, err := app.ContinueMatch()
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if back.State().StateHash() != want {
		t.Fatal("Continue did not restore the same game")
	}
	if len(got.Seats) != 2 || !got.Seats[0].Human || got.Seats[1].Human {
		t.Fatalf("seats not restored: %+v", got.Seats)
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	app := &Folder{Dir: dir, Settings: DefaultSettings()}
	app.Settings.AnimSpeed = 0
	app.Settings.UIScale = 1.25
	if err := app.SaveSettings(); err != nil {
		t.Fatal(err)
	}
	got, notes := LoadSettings(dir)
	if len(notes) > 0 || got != app.Settings {
		t.Fatalf("settings round trip: %+v, %v", got, notes)
	}
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, notes := LoadSettings(dir); len(notes) != 1 || got != DefaultSettings() {
		t.Fatalf("a damaged settings file should be reported: %+v, %q", got, notes)
	}
}
