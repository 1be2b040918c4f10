package lexical

import "strings"

// The agent is not the receiver.
//
// "Recommended by Ms. Patel" makes Ms. Patel the one who recommends (the
// claim parser reads the passive's "by" as the subject); "it was
// recommended to Ms. Patel" makes her the one it went to. The two used
// the same words, and a "to" participant without a verb role was never
// set against a subject. When one side makes X the subject of a verb,
// the other side has that verb and X only after "to", and never as the
// verb's subject, the sides give X two roles, and the page does not state
// the claim: unsure (not a conflict: "Welcome to Slack" is "Slack welcomes
// you", and "talked to" goes both ways). The "to"
// must follow that verb closely in its clause ("recommended to Ms.
// Patel"), not another verb ("Talk to your doctor before stopping").

// agentAsReceiver reports whether x makes a participant the subject of a
// verb that o, having the verb, names only after "to": see above.
func agentAsReceiver(x, o *analysis) bool {
	for _, c := range x.claims {
		vk, ok := strings.CutPrefix(c.slot, "subj:")
		if !ok || strings.HasPrefix(vk, "~") || !participant(c.filler) || !toAfterVerb(o, vk) {
			continue
		}
		placed, doer := false, false
		for _, oc := range o.claims {
			switch {
			case oc.slot == "to" && sameFiller(oc.filler, c.filler):
				placed = true
			case oc.slot == c.slot && sameFiller(oc.filler, c.filler):
				doer = true
			}
		}
		if placed && !doer {
			return true
		}
	}
	return false
}

// toAfterVerb reports whether x has a word of the verb key vk followed in
// its clause, within three words, by "to".
func toAfterVerb(x *analysis, vk string) bool {
	for _, u := range x.units {
		if u.key != vk || u.implied {
			continue
		}
		for i, it := range x.its {
			if it.text != u.raw {
				continue
			}
			for k := i + 1; k < len(x.its) && k <= i+3 && !x.its[k].brk; k++ {
				if x.its[k].text == "to" {
					return true
				}
			}
		}
	}
	return false
}
