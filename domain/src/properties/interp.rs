//! Cubic interpolation on uniform grids (ENGINEERING.md section 1): a
//! four-point Lagrange stencil, shifted inward at the ends so a value is
//! always interpolated between table points, never extrapolated.

/// Where `x` falls on a grid `x0, x0 + h, ...` of `n` points: the stencil's
/// first index and the position relative to its second point.
#[inline]
pub(crate) fn locate(x0: f64, h: f64, n: usize, x: f64) -> Option<(usize, f64)> {
    let last = x0 + h * (n - 1) as f64;
    // A hair of tolerance so the table's own end points are inside.
    let eps = h * 1e-9;
    if !(x >= x0 - eps && x <= last + eps) || n < 4 {
        return None;
    }
    let u = ((x - x0) / h).clamp(0.0, (n - 1) as f64);
    let i = (u.floor() as usize).clamp(1, n - 3);
    Some((i - 1, u - i as f64))
}

/// Lagrange weights for nodes at -1, 0, 1, 2 evaluated at `t`.
#[inline]
pub(crate) fn weights(t: f64) -> [f64; 4] {
    let tm1 = t - 1.0;
    let tm2 = t - 2.0;
    let tp1 = t + 1.0;
    [-t * tm1 * tm2 / 6.0, tp1 * tm1 * tm2 / 2.0, -tp1 * t * tm2 / 2.0, tp1 * t * tm1 / 6.0]
}

#[inline]
pub(crate) fn dot(values: &[f64], start: usize, w: &[f64; 4]) -> f64 {
    let v = &values[start..start + 4];
    v[0] * w[0] + v[1] * w[1] + v[2] * w[2] + v[3] * w[3]
}

/// Four increasing, non-uniform nodes with what their Lagrange weights and
/// their Newton-form cubic need, computed once so neither divides per call.
pub(crate) struct NodeStencil {
    xs: [f64; 4],
    /// 1 / prod(xs[a] - xs[b]) over b != a.
    inv_den: [f64; 4],
    /// 1 / (x1 - x0), (x2 - x1), (x3 - x2), (x2 - x0), (x3 - x1), (x3 - x0).
    inv_gap: [f64; 6],
}

impl NodeStencil {
    pub(crate) fn new(xs: &[f64]) -> Self {
        let den = |a: usize| (0..4).filter(|b| *b != a).map(|b| xs[a] - xs[b]).product::<f64>();
        Self {
            xs: [xs[0], xs[1], xs[2], xs[3]],
            inv_den: [1.0 / den(0), 1.0 / den(1), 1.0 / den(2), 1.0 / den(3)],
            inv_gap: [
                1.0 / (xs[1] - xs[0]),
                1.0 / (xs[2] - xs[1]),
                1.0 / (xs[3] - xs[2]),
                1.0 / (xs[2] - xs[0]),
                1.0 / (xs[3] - xs[1]),
                1.0 / (xs[3] - xs[0]),
            ],
        }
    }

    /// Lagrange weights of the four nodes evaluated at `x`.
    #[inline]
    pub(crate) fn weights(&self, x: f64) -> [f64; 4] {
        let xs = &self.xs;
        let d = [x - xs[0], x - xs[1], x - xs[2], x - xs[3]];
        let (d01, d23) = (d[0] * d[1], d[2] * d[3]);
        [
            d[1] * d23 * self.inv_den[0],
            d[0] * d23 * self.inv_den[1],
            d01 * d[3] * self.inv_den[2],
            d01 * d[2] * self.inv_den[3],
        ]
    }

    /// The cubic through `ys` at the four nodes.
    #[inline]
    pub(crate) fn cubic(&self, ys: &[f64; 4]) -> Cubic {
        let g = &self.inv_gap;
        let d1 = [(ys[1] - ys[0]) * g[0], (ys[2] - ys[1]) * g[1], (ys[3] - ys[2]) * g[2]];
        let d2 = [(d1[1] - d1[0]) * g[3], (d1[2] - d1[1]) * g[4]];
        let d3 = (d2[1] - d2[0]) * g[5];
        Cubic { xs: [self.xs[0], self.xs[1], self.xs[2]], a: [ys[0], d1[0], d2[0], d3] }
    }
}

/// The stencil of every first index on increasing `nodes` (at least four).
pub(crate) fn node_stencils(nodes: &[f64]) -> Vec<NodeStencil> {
    nodes.windows(4).map(NodeStencil::new).collect()
}

/// The cubic through four points, in Newton form (cheap to evaluate often).
pub(crate) struct Cubic {
    xs: [f64; 3],
    a: [f64; 4],
}

impl Cubic {
    /// The cubic through values at the uniform nodes -1, 0, 1, 2 (the
    /// stencil of `weights`).
    #[inline]
    pub(crate) fn through_uniform(ys: &[f64]) -> Self {
        let d1 = [ys[1] - ys[0], ys[2] - ys[1], ys[3] - ys[2]];
        let d2 = [(d1[1] - d1[0]) * 0.5, (d1[2] - d1[1]) * 0.5];
        let d3 = (d2[1] - d2[0]) / 3.0;
        Self { xs: [-1.0, 0.0, 1.0], a: [ys[0], d1[0], d2[0], d3] }
    }

    #[inline]
    pub(crate) fn eval(&self, x: f64) -> f64 {
        self.a[0] + (x - self.xs[0]) * (self.a[1] + (x - self.xs[1]) * (self.a[2] + (x - self.xs[2]) * self.a[3]))
    }

    /// Value and slope at `x`.
    #[inline]
    fn eval_with_slope(&self, x: f64) -> (f64, f64) {
        let q = self.a[2] + (x - self.xs[2]) * self.a[3];
        let r = self.a[1] + (x - self.xs[1]) * q;
        let dr = q + (x - self.xs[1]) * self.a[3];
        (self.a[0] + (x - self.xs[0]) * r, r + (x - self.xs[0]) * dr)
    }

    /// Where the cubic reaches `target` in `[a, b]`, for a cubic that rises
    /// through it there (value at `a` <= target <= value at `b`): Newton's
    /// method from the secant, each step kept inside the shrinking bracket
    /// (a bisection when it would leave it), so it converges in a few steps
    /// and never leaves the interval.
    pub(crate) fn solve_rising(&self, target: f64, mut a: f64, mut b: f64) -> f64 {
        let (fa, fb) = (self.eval(a) - target, self.eval(b) - target);
        if fa >= 0.0 {
            return a;
        }
        if fb <= 0.0 {
            return b;
        }
        let mut x = a - fa * (b - a) / (fb - fa);
        for _ in 0..60 {
            let (value, slope) = self.eval_with_slope(x);
            let f = value - target;
            if f == 0.0 {
                return x;
            }
            if f < 0.0 {
                a = x;
            } else {
                b = x;
            }
            let mut next = x - f / slope;
            if !(next > a && next < b) {
                next = 0.5 * (a + b);
            }
            if (next - x).abs() <= 1e-12 * (1.0 + next.abs()) {
                return next;
            }
            x = next;
        }
        x
    }
}

/// Stencil start and weights for `x` on increasing, non-uniform `nodes`
/// whose `stencils` are `node_stencils(nodes)`.
#[inline]
pub(crate) fn locate_nodes(nodes: &[f64], stencils: &[NodeStencil], x: f64) -> Option<(usize, [f64; 4])> {
    let n = nodes.len();
    if n < 4 || !(x >= nodes[0] && x <= nodes[n - 1]) {
        return None;
    }
    let i = nodes.partition_point(|v| *v <= x).saturating_sub(1).min(n - 2);
    let start = i.saturating_sub(1).min(n - 4);
    Some((start, stencils[start].weights(x)))
}

/// Index of the last grid interval whose start is at or below `target`, in a
/// strictly increasing column, or `None` outside it.
pub(crate) fn bracket(values: &[f64], target: f64) -> Option<usize> {
    let n = values.len();
    if n < 2 || !(target >= values[0] && target <= values[n - 1]) {
        return None;
    }
    let i = values.partition_point(|v| *v <= target);
    Some(i.saturating_sub(1).min(n - 2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_reproduce_a_cubic_exactly() {
        let f = |x: f64| 2.0 * x * x * x - x * x + 3.0 * x - 7.0;
        let xs: Vec<f64> = (0..10).map(|i| f(1.0 + 0.5 * f64::from(i))).collect();
        for x in [1.0, 1.1, 2.37, 4.9, 5.5] {
            let (start, t) = locate(1.0, 0.5, 10, x).unwrap();
            assert!((dot(&xs, start, &weights(t)) - f(x)).abs() < 1e-9, "{x}");
        }
    }

    #[test]
    fn it_should_refuse_points_outside_the_grid() {
        assert!(locate(0.0, 1.0, 10, -0.01).is_none());
        assert!(locate(0.0, 1.0, 10, 9.01).is_none());
        assert!(locate(0.0, 1.0, 10, f64::NAN).is_none());
        assert!(locate(0.0, 1.0, 10, 9.0).is_some());
    }

    #[test]
    fn it_should_build_the_uniform_cubic_of_the_uniform_weights() {
        let ys = [1.0, -2.0, 0.5, 4.0];
        let cubic = Cubic::through_uniform(&ys);
        for t in [-1.0, -0.3, 0.0, 0.5, 1.7, 2.0] {
            assert!((cubic.eval(t) - dot(&ys, 0, &weights(t))).abs() < 1e-12, "{t}");
        }
    }

    #[test]
    fn it_should_find_where_a_rising_cubic_reaches_a_value_inside_the_bracket() {
        // x³ + x rises everywhere; a wiggly but rising stretch of another cubic too.
        let xs = [0.0, 1.0, 2.5, 6.0];
        let rising: [fn(f64) -> f64; 2] = [|x| x * x * x + x, |x| (x - 2.0).powi(3) + 0.1 * x];
        for f in rising {
            let cubic = NodeStencil::new(&xs).cubic(&[f(xs[0]), f(xs[1]), f(xs[2]), f(xs[3])]);
            for x in [1.0, 1.0001, 1.5, 2.0, 2.4999, 2.5] {
                let found = cubic.solve_rising(f(x), 1.0, 2.5);
                assert!((found - x).abs() < 1e-9, "{x}: {found}");
            }
        }
        // A target outside the bracket gives its nearer end.
        let cubic = NodeStencil::new(&xs).cubic(&[0.0, 1.0, 2.0, 3.0]);
        assert_eq!(cubic.solve_rising(-5.0, 1.0, 2.5), 1.0);
        assert_eq!(cubic.solve_rising(50.0, 1.0, 2.5), 2.5);
    }

    #[test]
    fn it_should_build_the_same_cubic_as_the_lagrange_weights() {
        let xs = [0.0, 1.0, 2.5, 6.0];
        let ys = [1.0, -2.0, 0.5, 4.0];
        let stencil = NodeStencil::new(&xs);
        let cubic = stencil.cubic(&ys);
        for x in [0.0, 0.7, 2.0, 5.9] {
            assert!((cubic.eval(x) - dot(&ys, 0, &stencil.weights(x))).abs() < 1e-12);
        }
        // Weights are 1 at their own node and 0 at the others.
        for (a, x) in xs.iter().enumerate() {
            let w = stencil.weights(*x);
            assert!((0..4).all(|b| (w[b] - f64::from(u8::from(a == b))).abs() < 1e-12), "{w:?}");
        }
    }

    #[test]
    fn it_should_interpolate_on_uneven_nodes() {
        let nodes = [0.0, 1.0, 2.0, 5.0, 10.0, 20.0];
        let f = |x: f64| x * x * x - 4.0 * x;
        let values: Vec<f64> = nodes.iter().map(|x| f(*x)).collect();
        for x in [0.0, 0.5, 3.3, 7.0, 20.0] {
            let (start, w) = locate_nodes(&nodes, &node_stencils(&nodes), x).unwrap();
            assert!((dot(&values, start, &w) - f(x)).abs() < 1e-9, "{x}");
        }
        assert!(locate_nodes(&nodes, &node_stencils(&nodes), 20.5).is_none());
    }

    #[test]
    fn it_should_invert_a_monotonic_column() {
        let values: Vec<f64> = (0..8).map(|i| (f64::from(i) * 0.3).exp()).collect();
        let target = (1.3f64 * 0.3).exp();
        let start = 0;
        let t = Cubic::through_uniform(&values[start..start + 4]).solve_rising(target, 0.0, 2.0);
        assert!((dot(&values, start, &weights(t)) - target).abs() < 1e-12);
        assert_eq!(bracket(&values, values[3] + 1e-6), Some(3));
        assert_eq!(bracket(&values, values[7]), Some(6));
        assert_eq!(bracket(&values, 0.5), None);
    }
}
