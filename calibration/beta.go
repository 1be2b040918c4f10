package calibration

import "math"

// RegIncBeta is the regularised incomplete beta function I_x(a, b) for
// a, b > 0 and x in [0, 1], evaluated with the Lentz continued fraction
// (using the symmetry I_x(a,b) = 1 − I_{1−x}(b,a) where the fraction
// converges faster).
func RegIncBeta(x, a, b float64) float64 {
	switch {
	case math.IsNaN(x) || a <= 0 || b <= 0:
		return math.NaN()
	case x <= 0:
		return 0
	case x >= 1:
		return 1
	}
	la, _ := math.Lgamma(a)
	lb, _ := math.Lgamma(b)
	lab, _ := math.Lgamma(a + b)
	front := math.Exp(lab - la - lb + a*math.Log(x) + b*math.Log1p(-x))
	if x < (a+1)/(a+b+2) {
		return front * betaCF(x, a, b) / a
	}
	return 1 - front*betaCF(1-x, b, a)/b
}

// betaCF evaluates the continued fraction of the incomplete beta function.
func betaCF(x, a, b float64) float64 {
	const (
		maxIter = 10000
		eps     = 1e-16
		tiny    = 1e-300
	)
	qab, qap, qam := a+b, a+1, a-1
	nonzero := func(v float64) float64 {
		if math.Abs(v) < tiny {
			return tiny
		}
		return v
	}
	c, d := 1.0, 1/nonzero(1-qab*x/qap)
	h := d
	// step is one modified-Lentz step with coefficient aa; it returns the
	// factor the fraction's value is multiplied by.
	step := func(aa float64) float64 {
		d = 1 / nonzero(1+aa*d)
		c = nonzero(1 + aa/c)
		return d * c
	}
	for m := 1; m <= maxIter; m++ {
		fm := float64(m)
		m2 := 2 * fm
		h *= step(fm * (b - fm) * x / ((qam + m2) * (a + m2)))
		del := step(-(a + fm) * (qab + fm) * x / ((a + m2) * (qap + m2)))
		h *= del
		if math.Abs(del-1) < eps {
			break
		}
	}
	return h
}

// BetaQuantile is the p-quantile of the Beta(a, b) distribution: the x with
// I_x(a, b) = p, found by bisection to full float64 precision.
func BetaQuantile(p, a, b float64) float64 {
	if math.IsNaN(p) || p < 0 || p > 1 || a <= 0 || b <= 0 {
		return math.NaN()
	}
	lo, hi := 0.0, 1.0
	for i := 0; i < 200 && hi-lo > 1e-17; i++ {
		mid := (lo + hi) / 2
		if RegIncBeta(mid, a, b) < p {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// ClopperPearsonUpper is the one-sided Clopper–Pearson upper confidence
// bound at level 1−delta for a binomial proportion with k successes in n
// trials: the p with P(X ≤ k | n, p) = delta, i.e. the (1−delta)-quantile of
// Beta(k+1, n−k); 1 when k ≥ n (including n = 0).
func ClopperPearsonUpper(k, n int, delta float64) float64 {
	if k < 0 || n < 0 || k > n {
		return math.NaN()
	}
	if k == n {
		return 1
	}
	if k == 0 {
		// closed form of the same quantile: 1 − delta^(1/n)
		return -math.Expm1(math.Log(delta) / float64(n))
	}
	return BetaQuantile(1-delta, float64(k+1), float64(n-k))
}
