package observe

import "github.com/jevtest/jev/semantic"

// SemanticSources is the snapshot's text sources as a decider sees them
// (semantic.State.Sources). Every operation that asks about sources, and
// replay when it rebuilds a recorded question, must use this one mapping:
// a recorded question is only recognised when its state is built the same
// way.
func (s *Snapshot) SemanticSources() []semantic.Source {
	out := make([]semantic.Source, len(s.Sources))
	for i, src := range s.Sources {
		out[i] = semantic.Source{ID: src.ID, Frame: src.Frame, Role: src.Role, Text: src.Text, Context: src.Context,
			Heading: src.Heading, Region: src.Region, Modal: s.Modal, Row: src.Row, Landmark: src.Landmark}
	}
	return out
}

// SemanticTargets is the snapshot's targets as a decider sees them
// (semantic.State.Targets), with the cid as the criterion id.
func (s *Snapshot) SemanticTargets() []semantic.Target {
	out := make([]semantic.Target, len(s.Targets))
	for i, t := range s.Targets {
		out[i] = semantic.Target{ID: t.CID, Frame: t.Frame, Role: t.Role, Name: t.Name, Scope: t.Scope, Value: t.Value, Row: t.Row, Section: t.Section}
	}
	return out
}
