package observe

import (
	"fmt"
	"strconv"
	"strings"
)

// Ref is a handle on one exact observed node: the snapshot that saw it, the
// frame it lives in and its index in that frame's registry. It is not a
// selector; it resolves only to the node observed, in the document observed.
// Its text form is "s3:f1:n42".
type Ref struct {
	Snapshot string
	Frame    int
	Node     int
}

// String returns the text form, e.g. "s3:f1:n42".
func (r Ref) String() string {
	return fmt.Sprintf("%s:f%d:n%d", r.Snapshot, r.Frame, r.Node)
}

// IsZero reports whether r is the zero Ref.
func (r Ref) IsZero() bool { return r == Ref{} }

// MarshalText encodes r in its text form (used by encoding/json).
func (r Ref) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText parses the text form.
func (r *Ref) UnmarshalText(b []byte) error {
	p, err := ParseRef(string(b))
	if err != nil {
		return err
	}
	*r = p
	return nil
}

// ParseRef parses "s<n>:f<frame>:n<node>". Anything else is ErrBadRef.
func ParseRef(s string) (Ref, error) {
	parts := strings.Split(s, ":")
	bad := func(why string) (Ref, error) {
		return Ref{}, fmt.Errorf("%w: %q: %s", ErrBadRef, s, why)
	}
	if len(parts) != 3 {
		return bad(`want "s<n>:f<frame>:n<node>"`)
	}
	if len(parts[0]) < 2 || parts[0][0] != 's' {
		return bad("snapshot id must be s<n>")
	}
	if _, err := strconv.ParseUint(parts[0][1:], 10, 64); err != nil {
		return bad("snapshot id must be s<n>")
	}
	num := func(p string, prefix byte) (int, bool) {
		if len(p) < 2 || p[0] != prefix {
			return 0, false
		}
		n, err := strconv.Atoi(p[1:])
		if err != nil || n < 0 || strconv.Itoa(n) != p[1:] {
			return 0, false
		}
		return n, true
	}
	f, ok := num(parts[1], 'f')
	if !ok {
		return bad("frame must be f<index>")
	}
	n, ok := num(parts[2], 'n')
	if !ok {
		return bad("node must be n<index>")
	}
	return Ref{Snapshot: parts[0], Frame: f, Node: n}, nil
}
