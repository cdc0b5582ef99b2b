#!/usr/bin/env python3
"""Reference numbers for the KinetypeAnimation tests.

Computed independently from the formulas in shared/reference/animation-math.md
(sections 1-5), in IEEE doubles with the platform libm, and printed as Swift
literals. The tests quote which function below produced each number.
Run: python3 spring_values.py
"""
import math
from scipy.optimize import brentq

TAU = 2 * math.pi

# ---------------------------------------------------------------- Spring (§1)

def spring_duration_bounce(duration, bounce):
    """§1.2 init(duration:bounce:) -> (omega, lambda, mass)."""
    if bounce > -1:
        if bounce == 0: z = 1.0
        elif bounce < 0: z = 1 / (bounce + 1)
        elif bounce <= 1: z = 1 - bounce
        else: z = 0.0
        sign = TAU if z <= 1 else -TAU
    else:
        z, sign = math.inf, -TAU
    return (math.sqrt(abs(1 - z * z)) * sign / duration, z * TAU / duration, 1.0)

def spring_response_damping(response, z):
    sign = -TAU if z > 1 else TAU
    return (sign * math.sqrt(abs(1 - z * z)) / response, TAU * z / response, 1.0)

def spring_msd(m, k, c, allow=False):
    w0 = math.sqrt(k / m); lam = c / (2 * m)
    if lam > w0 and not allow:
        return (0.0, w0, m)
    osc = math.sqrt(abs(k / m - lam * lam))
    return (-osc if lam > w0 else osc, lam, m)

def derived(s):
    """§1.3 computed properties."""
    w, lam, m = s
    response = TAU / math.sqrt(lam * lam + w * abs(w))
    if w >= 0:
        bounce = 1 - lam / math.sqrt(w * w + lam * lam)
    else:
        bounce = math.sqrt(lam * lam - w * w) / lam - 1
    return dict(duration=response, bounce=bounce, dampingRatio=lam * response / TAU,
                stiffness=m * (w * w + lam * lam), damping=2 * lam * m)

def spring_value(s, T, v0, t):
    """§1.4 value(target:initialVelocity:time:)."""
    w, lam, _ = s
    if w > 0:
        return T - math.exp(-lam * t) * ((lam * T - v0) * math.sin(w * t) / w + T * math.cos(w * t))
    if w == 0:
        return T - math.exp(-lam * t) * (T + (lam * T - v0) * t)
    a = -w - lam; e1 = math.exp(a * t); e2 = math.exp((w - lam) * t)
    return T * (((lam - w) * e1 + a * e2) / (2 * w) + 1) - v0 * (e1 - e2) / (2 * w)

def spring_velocity(s, T, v0, t, quirk=True):
    """§1.4 velocity; quirk=True keeps SwiftUI's over-damped '+1'."""
    w, lam, _ = s
    if w > 0:
        e = math.exp(-lam * t); sn, cs = math.sin(w * t), math.cos(w * t)
        return (lam * T - v0) * (lam * sn - w * cs) * e / w + T * (w * sn + lam * cs) * e
    if w == 0:
        e = math.exp(-lam * t)
        return (lam * T - v0) * (lam * t - 1) * e + T * lam * e
    a = -w - lam; b = w - lam
    t1 = a * math.exp(a * t); t2 = b * math.exp(b * t)
    return T * (((lam - w) * t1 + a * t2) / (2 * w) + (1 if quirk else 0)) - v0 * (t1 - t2) / (2 * w)

def settling_duration(s, T=1.0, v0=0.0, eps=0.001):
    """§1.4 settlingDuration algorithm."""
    w, lam, _ = s
    if lam == 0: return math.inf
    if w > 0:
        M = abs(lam * T - v0) + abs(T)
        return max(0.0, -math.log(eps / M) / lam)
    best_t, best_d, t = -1.0, math.inf, 0.0
    for _ in range(1024):
        d = abs(spring_value(s, T, v0, t) - T)
        if not math.isfinite(d): break
        if best_d >= eps:
            if d < best_d: best_t, best_d = t, d
        elif d >= eps: best_d = math.inf
        elif t - best_t > 1: return best_t
        t += 0.1
    return 0.0

def settling_root(T, z, eps=0.001):
    """The exact natural frequency that init(settlingDuration:dampingRatio:)
    aims for (§1.2): envelope of the oscillation = eps at time T."""
    if z < 1:
        f = lambda x: eps - z / math.sqrt(1 - z * z) * math.exp(-z * T * x)
    else:
        f = lambda x: math.exp(-T * x) * (T * x + 1) - eps
    return brentq(f, 1e-9, 1e4, xtol=1e-15)

# ------------------------------------------------------------ UnitCurve (§3)

def bezier(p1, p2):
    p1x = min(max(p1[0], 0), 1); p2x = min(max(p2[0], 0), 1)
    cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
    cy = 3 * p1[1]; by = 3 * (p2[1] - p1[1]) - cy; ay = 1 - cy - by
    X = lambda t: ((ax * t + bx) * t + cx) * t
    Y = lambda t: ((ay * t + by) * t + cy) * t
    dX = lambda t: (3 * ax * t + 2 * bx) * t + cx
    dY = lambda t: (3 * ay * t + 2 * by) * t + cy
    def solve(x):
        x = min(max(x, 0.0), 1.0)
        if x in (0.0, 1.0): return x
        return brentq(lambda t: X(t) - x, 0.0, 1.0, xtol=1e-15)
    return (lambda x: Y(solve(x))), (lambda x: dY(solve(x)) / dX(solve(x)))

EASE_IN_OUT = bezier((0.42, 0), (0.58, 1))

# ------------------------------------- Animation.spring integration (§2.3a)

H = 1 / 300

class Fluid:
    """The numerically integrated spring of §2.3(a), mass 1."""
    def __init__(self, response, zeta):
        self.k = min((TAU / response) ** 2, 45000.0)
        self.c = 2 * math.sqrt(self.k) * zeta
        self.response = response
        self.x = self.v = self.a = 0.0
        self.s = 0.0          # integration time
        self.start = 0.0      # startTime (logical clock)
    def advance(self, delta, t):
        s = self.s
        while s < t:
            vh = self.a * (1 / 600) + self.v
            self.x += vh * H
            self.a = -self.c * vh + self.k * (delta - self.x)
            self.v = self.a * (1 / 600) + vh
            s += H
        self.s = s
        return self.x
    def finished(self, delta):
        if max(self.v * self.v, self.a * self.a) > 0.0036: return False
        tol = (delta * 0.01) ** 2
        return not (tol > 0 and tol < (delta - self.x) ** 2)

def fluid_completion(response, zeta, delta, fps=60):
    """First frame k/fps at which the spring reports it has finished."""
    f = Fluid(response, zeta); k = 0
    while True:
        f.advance(delta, k / fps)
        if f.finished(delta): return k / fps
        k += 1

# ------------------------------------------------------ Keyframes (§4)

def hermite(p0, p1, m0, m1, s):
    s2, s3 = s * s, s * s * s
    return (2*s3 - 3*s2 + 1)*p0 + (s3 - 2*s2 + s)*m0 + (-2*s3 + 3*s2)*p1 + (s3 - s2)*m1

def resolve_track(segments, initial):
    """§4 resolution; segments: ('cubic', to, d) | ('linear', to, d) |
    ('spring', to, d or None, spring). Returns elements (kind, dur, fn)."""
    elems = []   # dicts: start, end, dur, value(tau), endvel
    for i, seg in enumerate(segments):
        frm = elems[-1]['end'] if elems else initial
        kind = seg[0]
        if kind == 'linear':
            _, to, d = seg
            e = dict(start=frm, end=to, dur=d, endvel=(to - frm) / d,
                     value=lambda tau, f=frm, to=to, d=d: f + (to - f) * min(max(tau / d, 0), 1))
        elif kind == 'spring':
            _, to, d, sp = seg
            v0 = elems[-1]['endvel'] if elems else 0.0
            T = to - frm
            dur = d if d is not None else settling_duration(sp, T, v0, 1e-4)
            e = dict(start=frm, end=frm + spring_value(sp, T, v0, dur), dur=dur,
                     endvel=spring_velocity(sp, T, v0, dur, quirk=False),
                     value=lambda tau, f=frm, T=T, v0=v0, sp=sp, dur=dur: f + spring_value(sp, T, v0, min(max(tau, 0), dur)))
        else:
            _, to, d = seg
            if i == 0:
                v0 = 0.0
            elif segments[i-1][0] == 'cubic':
                before = elems[-1]['start']
                v0 = (to - before) / (segments[i-1][2] + d)
            else:
                v0 = elems[-1]['endvel']
            if i == len(segments) - 1:
                v1 = 0.0
            else:
                nxt = segments[i+1]
                if nxt[0] == 'cubic': v1 = (nxt[1] - frm) / (d + nxt[2])
                elif nxt[0] == 'linear': v1 = (nxt[1] - to) / nxt[2]
                else: v1 = (nxt[1] - frm) / (2 * d)
            e = dict(start=frm, end=to, dur=d, endvel=v1,
                     value=lambda tau, f=frm, to=to, m0=v0*d, m1=v1*d, d=d: hermite(f, to, m0, m1, min(max(tau / d, 0), 1)))
        elems.append(e)
    return elems

def track_value(elems, t):
    for e in elems:
        if t <= e['dur']:
            return e['value'](t)
        t -= e['dur']
    return elems[-1]['end']

def track_duration(elems):
    return sum(e['dur'] for e in elems)

BOUNCY = spring_duration_bounce(0.5, 0.3)

REACTION = {
    'angle': [('cubic', 0.0, 0.58), ('cubic', math.radians(16), 0.125), ('cubic', math.radians(-16), 0.125),
              ('cubic', math.radians(16), 0.125), ('cubic', 0.0, 0.125)],
    'verticalStretch': [('cubic', 1.0, 0.1), ('cubic', 0.6, 0.15), ('cubic', 1.5, 0.1), ('cubic', 1.05, 0.15),
                        ('cubic', 1.0, 0.88), ('cubic', 0.8, 0.1), ('cubic', 1.04, 0.4), ('cubic', 1.0, 0.22)],
    'scale': [('linear', 1.0, 0.36), ('spring', 1.5, 0.8, BOUNCY), ('spring', 1.0, None, BOUNCY)],
    'verticalTranslation': [('linear', 0.0, 0.1), ('spring', 20.0, 0.15, BOUNCY), ('spring', -60.0, 1.0, BOUNCY),
                            ('spring', 0.0, None, BOUNCY)],
}
REACTION_INITIAL = {'angle': 0.0, 'verticalStretch': 1.0, 'scale': 1.0, 'verticalTranslation': 0.0}

# -------------------------------------------------------- Phases (§5, §2)

def first_frame_at_or_after(t, fps=60):
    k = math.ceil(t * fps)
    while k / fps < t: k += 1
    while (k - 1) / fps >= t: k -= 1
    return k

def run_spring(f, interval, begin, frames_from, t, fps=60):
    """Advance spring `f` (clock: time since `begin`) over the 60 Hz frames in
    [frames_from, t), stopping if a frame finds it finished (§2.3a); then
    return its offset at t, or None if it finished."""
    k = first_frame_at_or_after(frames_from, fps)
    while k / fps < t:
        f.advance(interval, k / fps - begin)
        if f.finished(interval): return None
        k += 1
    return f.advance(interval, t - begin)

def phase_example(times, fps=60):
    """The WWDC23 Phase example with one trigger at t = 0 (one cycle):
    initial -> move (easeInOut 0.3) -> scale (spring 0.3/0.7) -> initial (smooth).
    A phase advances at its animation's logical completion, on a frame."""
    # easeInOut(0.3) finishes on the first frame with t > 0.3
    k = 0
    while not (k / fps > 0.3): k += 1
    t_scale = k / fps
    # spring(duration 0.3): logically complete on the first frame with t >= 0.3
    k = 0
    while not (k / fps >= 0.3): k += 1
    t_initial = t_scale + k / fps
    out = []
    for t in times:
        # verticalOffset: 0 -> -64 (ease, 0..0.3); unchanged at scale; -64 -> 0 with a fresh .smooth
        if t < t_initial:
            off = -64 * (EASE_IN_OUT[0](t / 0.3) if t <= 0.3 else 1.0)
        else:
            x = run_spring(Fluid(0.5, 1.0), 64.0, t_initial, t_initial, t)
            off = 0.0 if x is None else -64.0 + x
        # scale: 1 -> 1.1 (ease); at t_scale the spring 0.3/ζ 0.3 merges with the
        # finished ease (offset = Δ, velocity 0; its clock is the ease's, begun at 0);
        # at t_initial .smooth merges with the spring (keeps offset and velocity).
        d1 = 1.1 - 1.0; d2 = 1.8 - 1.1; d3 = 1.0 - 1.8
        if t <= t_scale:
            sc = 1.0 + d1 * (EASE_IN_OUT[0](t / 0.3) if t <= 0.3 else 1.0)
        else:
            s1 = Fluid(0.3, damping_fraction(0.7)); s1.x = d1; s1.s = t_scale
            interval = d1 + d2
            if t <= t_initial:
                x = run_spring(s1, interval, 0.0, t_scale, t)
                model = 1.8
            else:
                run_spring(s1, interval, 0.0, t_scale, t_initial)
                s1.advance(interval, t_initial)
                s2 = Fluid(0.5, 1.0); s2.x, s2.v, s2.a = s1.x, s1.v, s1.a; s2.s = t_initial
                interval += d3
                x = run_spring(s2, interval, 0.0, t_initial, t)
                model = 1.0
            sc = model if x is None else model - interval + x
        out.append((t, off, sc))
    return (t_scale, t_initial), out

def damping_fraction(bounce):
    """§2.3 springDampingFraction."""
    return 1 / (bounce + 1) if bounce < 0 else 1 - bounce

def bouncy_retarget(times):
    """Animator(animation: .bouncy, from: 0, to: 1); retarget(to: 2, at: 0.3)."""
    out = []
    for t in times:
        f = Fluid(0.5, 0.7)
        if t <= 0.3:
            out.append((t, f.advance(1.0, t)))
        else:
            f.advance(1.0, 0.3); f.s = 0.3
            out.append((t, 2.0 - 2.0 + f.advance(2.0, t)))
    return out

if __name__ == '__main__':
    fmt = lambda x: repr(float(x))
    print('// spring inits: (omega, lambda, mass), derived')
    for name, s in [('duration 0.5 bounce 0.3', spring_duration_bounce(0.5, 0.3)),
                    ('duration 0.7 bounce 0.2', spring_duration_bounce(0.7, 0.2)),
                    ('duration 0.7 bounce -0.2', spring_duration_bounce(0.7, -0.2)),
                    ('duration 0.3 bounce 1.2', spring_duration_bounce(0.3, 1.2)),
                    ('response 0.4 ratio 0.8', spring_response_damping(0.4, 0.8)),
                    ('response 0.2 ratio 1.8', spring_response_damping(0.2, 1.8)),
                    ('mass 1 k 100 c 10', spring_msd(1, 100, 10)),
                    ('mass 0.6 k 120 c 1.1', spring_msd(0.6, 120, 1.1)),
                    ('mass 0.6 k 0.1 c 10 allow', spring_msd(0.6, 0.1, 10, True)),
                    ('mass 0.6 k 0.1 c 10', spring_msd(0.6, 0.1, 10, False))]:
        print(name, [fmt(x) for x in s], {k: fmt(v) for k, v in derived(s).items()})
    print('// spring value/velocity (T = 1.2, v0 = 0.1)')
    for name, s in [('smooth', spring_duration_bounce(0.5, 0)), ('bouncy', BOUNCY),
                    ('overdamped 0.7/-0.2', spring_duration_bounce(0.7, -0.2))]:
        for t in (0.05, 0.2, 0.6):
            print(name, t, fmt(spring_value(s, 1.2, 0.1, t)), fmt(spring_velocity(s, 1.2, 0.1, t)),
                  'true', fmt(spring_velocity(s, 1.2, 0.1, t, quirk=False)))
    print('// settling durations')
    print('smooth', fmt(settling_duration(spring_duration_bounce(0.5, 0))))
    print('bouncy', fmt(settling_duration(BOUNCY)))
    print('snappy', fmt(settling_duration(spring_duration_bounce(0.5, 0.15))))
    print('overdamped', fmt(settling_duration(spring_duration_bounce(0.7, -0.2))))
    print('smooth T10 v1 eps0.01', fmt(settling_duration(spring_duration_bounce(0.5, 0), 10, 1, 0.01)))
    print('// settlingDuration init: exact root omega0 -> (omega, lambda)')
    for T, z in [(0.5, 0.3), (0.4, 0.8), (0.456, 0.321), (2.0, 1.0)]:
        w0 = settling_root(T, z)
        print(T, z, fmt(w0 * math.sqrt(max(0, 1 - z * z))), fmt(z * w0))
    print('// easeInOut / bezier')
    for x in (0.1, 0.25, 1 / 3, 0.5, 0.75):
        print('easeInOut', fmt(x), fmt(EASE_IN_OUT[0](x)), fmt(EASE_IN_OUT[1](x)))
    ov, ovv = bezier((0.68, -0.6), (0.32, 1.6))
    for x in (0.2, 0.5, 0.8):
        print('overshoot', x, fmt(ov(x)), fmt(ovv(x)))
    print('// fluid spring .smooth 0 -> 1')
    for t in (0.1, 0.25, 0.5, 1.0):
        f = Fluid(0.5, 1.0); print(t, fmt(f.advance(1.0, t)))
    print('smooth completion delta 1', fmt(fluid_completion(0.5, 1.0, 1.0)))
    print('smooth completion delta 100', fmt(fluid_completion(0.5, 1.0, 100.0)))
    print('bouncy completion delta 1', fmt(fluid_completion(0.5, 0.7, 1.0)))
    print('// bouncy retarget to 2 at 0.3')
    for t, v in bouncy_retarget((0.2, 0.3, 0.4, 0.5, 1.0)):
        print(t, fmt(v))
    print('// interpolating spring k=100 c=10: fraction 1 - e^{-5t}(cos wd t + A sin wd t)')
    w0, z = 10.0, 0.5; wd = w0 * math.sqrt(1 - z * z); A = (w0 * z) / wd
    for t in (0.1, 0.3):
        print(t, fmt(1 - math.exp(-z * w0 * t) * (math.cos(wd * t) + A * math.sin(wd * t))))
    print('removal', fmt(max(-math.log(0.001 / (1 + abs(A))) / (z / w0), 1.0)))
    print('// reaction keyframes')
    tracks = {k: resolve_track(v, REACTION_INITIAL[k]) for k, v in REACTION.items()}
    for k, e in tracks.items():
        print('duration', k, fmt(track_duration(e)))
    for t in (0.05, 0.3, 0.45, 0.65, 0.9, 1.2, 1.6, 2.0, 2.5):
        print(t, {k: fmt(track_value(e, t)) for k, e in tracks.items()})
    print('// phases')
    times, rows = phase_example([0.1, 0.15, 0.3, 0.45, 0.71, 1.03, 1.3, 2.0])
    print('change times', [fmt(x) for x in times])
    for t, off, sc in rows:
        print(t, fmt(off), fmt(sc))
