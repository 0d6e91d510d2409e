//! The API's request rate limit: a token bucket over all clients (an operator's dashboard
//! polls a few times a second; a script hammering the robot is refused with 429).

use std::sync::Mutex;
use std::time::Instant;

pub struct RateLimiter {
    rate_per_s: f64,
    burst: f64,
    state: Mutex<Bucket>,
}

struct Bucket {
    tokens: f64,
    last: Instant,
}

impl RateLimiter {
    pub fn new(rate_per_s: f64, burst: u32) -> RateLimiter {
        let burst = f64::from(burst);
        RateLimiter { rate_per_s, burst, state: Mutex::new(Bucket { tokens: burst, last: Instant::now() }) }
    }

    /// Takes one request's token at `now`; false when the bucket is empty.
    pub fn allow(&self, now: Instant) -> bool {
        let mut b = match self.state.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        };
        let dt = now.saturating_duration_since(b.last).as_secs_f64();
        b.last = now.max(b.last);
        b.tokens = (b.tokens + dt * self.rate_per_s).min(self.burst);
        if b.tokens >= 1.0 {
            b.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_passes_then_requests_wait_for_the_rate() {
        let l = RateLimiter::new(10.0, 3);
        let t0 = Instant::now();
        assert!((0..3).all(|_| l.allow(t0)));
        assert!(!l.allow(t0), "the fourth at once is refused");
        assert!(l.allow(t0 + Duration::from_millis(101)), "one more after 1/rate");
        assert!(!l.allow(t0 + Duration::from_millis(102)));
    }
}
