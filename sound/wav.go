package sound

import (
	"encoding/binary"
	"io"
)

// WriteWAV writes mono samples as a 16-bit PCM WAV file at SampleRate (for
// listening to and measuring the sounds: twilight-tools sounds).
func WriteWAV(w io.Writer, mono []float64) error {
	data := PCM16Stereo(mono, 1)
	mono16 := make([]byte, len(data)/2)
	for i := 0; i < len(mono); i++ {
		copy(mono16[2*i:], data[4*i:4*i+2])
	}
	header := []any{
		[4]byte{'R', 'I', 'F', 'F'}, uint32(36 + len(mono16)), [4]byte{'W', 'A', 'V', 'E'},
		[4]byte{'f', 'm', 't', ' '}, uint32(16), uint16(1), uint16(1), uint32(SampleRate), uint32(2 * SampleRate),
		uint16(2), uint16(16),
		[4]byte{'d', 'a', 't', 'a'}, uint32(len(mono16)),
	}
	for _, v := range header {
		if err := binary.Write(w, binary.LittleEndian, v); err != nil {
			return err
		}
	}
	_, err := w.Write(mono16)
	return err
}
