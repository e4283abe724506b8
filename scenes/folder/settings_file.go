package folder

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"path/filepath"
	"slices"
	"strconv"

	"twilight/cmdline"
	"twilight/present"
	"twilight/rules/userfile"
)

// maxSettingsSize is the most settings.json may hold; the game writes
// about 200 bytes.
const maxSettingsSize = 64 << 10

// The ranges a setting read from settings.json must be in: the ones the
// Settings screen offers. A value outside is brought to the nearest end;
// one inside but between the screen's steps is kept.
var (
	uiScaleRange   = [2]float64{ScaleValues[0], ScaleValues[len(ScaleValues)-1]}
	animSpeedRange = [2]float64{0.5, 2}                                    // and 0, instant
	paceRange      = [2]float64{0, float64(PaceValues[len(PaceValues)-1])} // milliseconds
	handOverRange  = [2]float64{0, float64(HandValues[len(HandValues)-1])} // seconds; 0: always ask
	matchesRange   = [2]float64{0, 1e6}                                    // finished matches
	volumeRange    = [2]float64{0, 100}                                    // percent
)

// LoadSettings reads dir/settings.json; a missing file gives the defaults.
// Every value is checked on its own: one out of range is brought into
// range, one of the wrong kind (or not a number the game can use) keeps
// its default, an unknown name is ignored; a file that cannot be read, or
// is not a JSON object, gives the defaults. Each such change is a note,
// in words for the player; the other settings are kept.
func LoadSettings(dir string) (Settings, []string) {
	s := DefaultSettings()
	path := filepath.Join(dir, settingsFile)
	b, err := userfile.Read(path, maxSettingsSize)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		var ue *userfile.Error
		reason := err.Error()
		if errors.As(err, &ue) {
			reason = ue.Reason
		}
		return s, []string{fmt.Sprintf("%s %s; the default settings are used.", settingsFile, reason)}
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return s, []string{fmt.Sprintf("%s is not a settings file the game can read (%s); the default settings are used until you change one.",
			settingsFile, cmdline.OneLine(jsonProblem(b, err)))}
	}
	var notes []string
	note := func(format string, a ...any) { notes = append(notes, settingsFile+": "+fmt.Sprintf(format, a...)) }
	for _, name := range sortedKeys(fields) {
		raw := fields[name]
		switch name {
		case "fullscreen":
			readBool(name, raw, &s.Fullscreen, note)
		case "confirm_end_turn":
			readBool(name, raw, &s.ConfirmEndTurn, note)
		case "confirm_decline_trade":
			readBool(name, raw, &s.ConfirmDeclineTrade, note)
		case "ui_scale":
			readNumber(name, raw, &s.UIScale, uiScaleRange, false, note)
		case "anim_speed":
			readNumber(name, raw, &s.AnimSpeed, animSpeedRange, true, note)
		case "computer_pace_ms":
			ms := float64(s.ComputerPaceMS)
			readNumber(name, raw, &ms, paceRange, false, note)
			s.ComputerPaceMS = int(math.Round(ms))
		case "hints":
			readBool(name, raw, &s.Hints, note)
		case "hand_over_seconds":
			sec := float64(s.HandOverSeconds)
			readNumber(name, raw, &sec, handOverRange, false, note)
			s.HandOverSeconds = int(math.Round(sec))
		case "stops":
			readStops(name, raw, &s.Stops, note)
		case "ask_first":
			readBool(name, raw, &s.AskFirst, note)
		case "lone_target":
			readBool(name, raw, &s.LoneTarget, note)
		case "computer_hint":
			readBool(name, raw, &s.ComputerHint, note)
		case "matches_played":
			readInt(name, raw, &s.MatchesPlayed, matchesRange, note)
		case "master_volume":
			readInt(name, raw, &s.MasterVolume, volumeRange, note)
		case "effects_volume":
			readInt(name, raw, &s.EffectsVolume, volumeRange, note)
		case "music_volume":
			readInt(name, raw, &s.MusicVolume, volumeRange, note)
		case "muted":
			readBool(name, raw, &s.Muted, note)
		default:
			note("%q is not a setting of this version; it is ignored.", name)
		}
	}
	return s, notes
}

// readBool sets *v from raw, or notes why not.
func readBool(name string, raw json.RawMessage, v *bool, note func(string, ...any)) {
	if err := json.Unmarshal(raw, v); err != nil {
		note("%s is %s, not true or false; it stays %v.", name, shown(raw), *v)
	}
}

// readNumber sets *v from raw, brought into r (zeroOK: 0 is also fine),
// or notes why not.
func readNumber(name string, raw json.RawMessage, v *float64, r [2]float64, zeroOK bool, note func(string, ...any)) {
	var x float64
	if err := json.Unmarshal(raw, &x); err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
		note("%s is %s, not a number the game can use; it stays %s.", name, shown(raw), num(*v))
		return
	}
	switch {
	case zeroOK && x == 0:
	case x < r[0]:
		note("%s %s is below %s; %s is used.", name, num(x), num(r[0]), num(r[0]))
		x = r[0]
	case x > r[1]:
		note("%s %s is above %s; %s is used.", name, num(x), num(r[1]), num(r[1]))
		x = r[1]
	}
	*v = x
}

// readInt is readNumber for a whole number: the value is rounded.
func readInt(name string, raw json.RawMessage, v *int, r [2]float64, note func(string, ...any)) {
	x := float64(*v)
	readNumber(name, raw, &x, r, false, note)
	*v = int(math.Round(x))
}

// readStops sets *v from raw when it holds the two lists of stop settings
// with every value one the Settings screen offers, or notes why not.
func readStops(name string, raw json.RawMessage, v *present.Stops, note func(string, ...any)) {
	var st present.Stops
	err := json.Unmarshal(raw, &st)
	ok := err == nil
	for i := range st.Mine {
		ok = ok && int(st.Mine[i]) < len(present.WhenNames) && int(st.Theirs[i]) < len(present.WhenNames)
	}
	if !ok {
		note("%s is %s, not the game's list of priority stops; the default stops are used.", name, shown(raw))
		return
	}
	*v = st
}

// num writes a number briefly: 1000000, 1e+308, 0.75.
func num(x float64) string { return strconv.FormatFloat(x, 'g', 6, 64) }

// shown is a JSON value as the note shows it: short, on one line.
func shown(raw json.RawMessage) string {
	s := cmdline.OneLine(string(bytes.TrimSpace(raw)))
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return s
}

// jsonProblem says where a JSON file goes wrong.
func jsonProblem(b []byte, err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + bytes.Count(b[:min(int(se.Offset), len(b))], []byte("\n"))
		return fmt.Sprintf("line %d: %v", line, err)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return "it holds " + te.Value + ", not an object of settings"
	}
	return err.Error()
}

func sortedKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// The Settings screen's choices and the values they stand for.
var (
	DisplayChoices = []string{"In a window", "Full screen"}
	ScaleChoices   = []string{"75%", "90%", "100%", "110%", "125%", "150%", "175%", "200%"}
	ScaleValues    = []float64{0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2}
	AnimChoices    = []string{"Instant", "Fast", "Normal", "Slow"}
	AnimValues     = []float64{0, 2, 1, 0.5}
	PaceChoices    = []string{"Quick", "Brisk", "Measured", "Unhurried"}
	PaceValues     = []int{150, 450, 900, 1500}
	HandChoices    = []string{"Always ask", "2 seconds", "4 seconds", "8 seconds"}
	HandValues     = []int{0, 2, 4, 8}
	VolumeChoices  = []string{"Off", "10%", "20%", "30%", "40%", "50%", "60%", "70%", "80%", "90%", "100%"}
	VolumeValues   = []int{0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100}
)
