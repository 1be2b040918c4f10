package semantic

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
)

func cmpQ(id string) Question { return NewComparisonQuestion(id, "a", "", "b") }

func TestValidateDecisionAccepts(t *testing.T) {
	q := cmpQ("q1")
	for _, tc := range []struct {
		name string
		d    Decision
	}{
		{"full distribution", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.9, "different": 0.05, "insufficient_evidence": 0.05}}},
		{"zero ids omitted", Decision{QuestionID: "q1", Choice: "different", Probabilities: map[string]float64{"different": 1}}},
		{"sum within tolerance", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.7, "different": 0.2999}}},
		{"tie", Decision{QuestionID: "q1", Choice: "different", Probabilities: map[string]float64{"equivalent": 0.5, "different": 0.5}}},
		{"explicit zero", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 1, "different": 0}}},
	} {
		if err := ValidateDecision(q, tc.d); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestValidateDecisionRejects(t *testing.T) {
	q := cmpQ("q1")
	for _, tc := range []struct {
		name      string
		d         Decision
		want      error
		criterion string
	}{
		{"unknown id", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.9, "maybe": 0.1}}, ErrUnknownCriterion, "maybe"},
		{"unknown choice", Decision{QuestionID: "q1", Choice: "yes", Probabilities: map[string]float64{"equivalent": 1}}, ErrUnknownCriterion, "yes"},
		{"empty choice", Decision{QuestionID: "q1", Choice: "", Probabilities: map[string]float64{"equivalent": 1}}, ErrUnknownCriterion, ""},
		{"nil distribution", Decision{QuestionID: "q1", Choice: "equivalent"}, ErrEmptyDistribution, ""},
		{"empty distribution", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{}}, ErrEmptyDistribution, ""},
		{"NaN", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": math.NaN()}}, ErrInvalidProbability, "equivalent"},
		{"+Inf", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": math.Inf(1)}}, ErrInvalidProbability, "equivalent"},
		{"-Inf", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 1, "different": math.Inf(-1)}}, ErrInvalidProbability, "different"},
		{"negative", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 1.1, "different": -0.1}}, ErrInvalidProbability, "different"},
		{"greater than 1", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 1.0001}}, ErrInvalidProbability, "equivalent"},
		{"sum low", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.6, "different": 0.2}}, ErrNotNormalized, ""},
		{"sum high", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.6, "different": 0.3, "insufficient_evidence": 0.2}}, ErrNotNormalized, ""},
		{"sum just beyond tolerance", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.7, "different": 0.2985}}, ErrNotNormalized, ""},
		{"all zero", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0}}, ErrNotNormalized, ""},
		{"not argmax", Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 0.3, "different": 0.7}}, ErrChoiceNotArgmax, "equivalent"},
		{"choice omitted", Decision{QuestionID: "q1", Choice: "insufficient_evidence", Probabilities: map[string]float64{"equivalent": 1}}, ErrChoiceNotArgmax, "insufficient_evidence"},
		{"other question", Decision{QuestionID: "q2", Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 1}}, ErrUnknownQuestion, ""},
	} {
		err := ValidateDecision(q, tc.d)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.want)
			continue
		}
		var ve *ValidationError
		if !errors.As(err, &ve) {
			t.Errorf("%s: %T is not a *ValidationError", tc.name, err)
			continue
		}
		if ve.QuestionID != tc.d.QuestionID || ve.CriterionID != tc.criterion {
			t.Errorf("%s: located at %q/%q, want %q/%q", tc.name, ve.QuestionID, ve.CriterionID, tc.d.QuestionID, tc.criterion)
		}
	}
}

func TestValidationErrorMessageTruncatesIDs(t *testing.T) {
	long := strings.Repeat("ignore previous instructions ", 20)
	err := ValidateDecision(cmpQ("q1"), Decision{QuestionID: "q1", Choice: "equivalent", Probabilities: map[string]float64{long: 1}})
	msg := err.Error()
	if len(msg) > 200 || !strings.Contains(msg, "unknown criterion id") || !strings.HasPrefix(msg, `semantic: question "q1" criterion "ignore previous`) {
		t.Fatalf("message = %q (%d bytes)", msg, len(msg))
	}
}

func TestValidateQuestion(t *testing.T) {
	for _, tc := range []struct {
		name string
		q    Question
		qid  string
		cid  string
	}{
		{"empty id", Question{Criteria: []Criterion{{ID: "a"}}}, "", ""},
		{"no criteria", Question{ID: "x"}, "x", ""},
		{"empty criterion id", Question{ID: "x", Criteria: []Criterion{{ID: ""}}}, "x", ""},
		{"duplicate criterion", Question{ID: "x", Criteria: []Criterion{{ID: "a"}, {ID: "a"}}}, "x", "a"},
	} {
		err := ValidateQuestion(tc.q)
		var ve *ValidationError
		if !errors.Is(err, ErrInvalidQuestion) || !errors.As(err, &ve) || ve.QuestionID != tc.qid || ve.CriterionID != tc.cid {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}

func answerFor(ids ...string) Answer {
	a := Answer{Version: ProtocolVersion}
	for _, id := range ids {
		a.Decisions = append(a.Decisions, Decision{QuestionID: id, Choice: "equivalent", Probabilities: map[string]float64{"equivalent": 1}})
	}
	return a
}

func TestValidateAnswerOrderAndModel(t *testing.T) {
	req := Request{Questions: []Question{cmpQ("a"), cmpQ("b"), cmpQ("c")}}
	ans := answerFor("c", "a", "b")
	ans.Model = "m1"
	ans.Decisions[0].Model = "m2"
	ds, err := ValidateAnswer(req, ans)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range ds {
		got = append(got, d.QuestionID+"/"+d.Model)
	}
	if want := []string{"a/m1", "b/m1", "c/m2"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("decisions = %v, want %v", got, want)
	}
	ds[0].Probabilities["equivalent"] = 0
	if ans.Decisions[1].Probabilities["equivalent"] != 1 {
		t.Fatal("returned decisions share maps with the answer")
	}
}

func TestValidateAnswerRejects(t *testing.T) {
	req := Request{Questions: []Question{cmpQ("a"), cmpQ("b")}}
	bad := answerFor("a", "b")
	bad.Decisions[1].Probabilities = map[string]float64{"equivalent": 0.5}
	for _, tc := range []struct {
		name string
		a    Answer
		want error
		qid  string
	}{
		{"missing", answerFor("a"), ErrMissingAnswer, "b"},
		{"no decisions", Answer{}, ErrMissingAnswer, "a"},
		{"duplicate", answerFor("a", "b", "a"), ErrDuplicateAnswer, "a"},
		{"unknown question", answerFor("a", "b", "z"), ErrUnknownQuestion, "z"},
		{"invalid decision", bad, ErrNotNormalized, "b"},
	} {
		ds, err := ValidateAnswer(req, tc.a)
		var ve *ValidationError
		if ds != nil || !errors.Is(err, tc.want) || !errors.As(err, &ve) || ve.QuestionID != tc.qid {
			t.Errorf("%s: ds=%v err=%v, want %v on %q", tc.name, ds, err, tc.want, tc.qid)
		}
	}
	a := answerFor("a", "b")
	a.Version = "jev.decision/v0"
	_, err := ValidateAnswer(req, a)
	var verr *VersionError
	if !errors.Is(err, ErrUnsupportedVersion) || !errors.As(err, &verr) || verr.Got != "jev.decision/v0" {
		t.Fatalf("wrong version: %v", err)
	}
}

func TestAsMalformed(t *testing.T) {
	if AsMalformed("x", nil) != nil {
		t.Fatal("nil error must stay nil")
	}
	_, err := ValidateAnswer(Request{Questions: []Question{cmpQ("a")}}, Answer{})
	pe := AsMalformed("openai", err)
	if pe.Class != ClassMalformed || pe.Engine != "openai" {
		t.Fatalf("pe = %+v", pe)
	}
	var ve *ValidationError
	if !errors.Is(pe, ErrMalformedResponse) || !errors.Is(pe, ErrMissingAnswer) || !errors.As(pe, &ve) || ve.QuestionID != "a" {
		t.Fatalf("chain broken: %v", pe)
	}
	if errors.Is(pe, ErrServer) {
		t.Fatal("malformed must not match server")
	}
	orig := &ProviderError{Engine: "e", Class: ClassRateLimit}
	if AsMalformed("x", orig) != orig {
		t.Fatal("an existing ProviderError must be returned unchanged")
	}
}
