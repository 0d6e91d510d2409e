//! The operator's HTTP API and dashboard on the service's tokio runtime (docs/operator.md):
//! status, tasks, answers, cancel and stop through the same commands as the control socket,
//! an event stream, Prometheus metrics, the live view and the embedded dashboard page. It
//! touches the control thread only through the runtime's existing handles (latest-value
//! reads and the stop flag): nothing it does allocates or locks in the control step.

mod assets;
mod auth;
pub mod events;
mod limits;
mod metrics;
mod reply;
mod routes;
mod view;

pub use auth::{Token, TokenError, TokenSource};
pub use events::EventHub;

use crate::config::ApiConfig;
use crate::runtime::Runtime;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Weak};
use std::time::Duration;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ApiError {
    #[error(transparent)]
    Token(#[from] TokenError),
    #[error("api.listen: cannot listen on {addr}: {source}")]
    Bind {
        addr: String,
        #[source]
        source: std::io::Error,
    },
}

/// What the handlers share.
pub(crate) struct ApiState {
    /// Weak: a request never keeps a stopping runtime alive.
    rt: Weak<Runtime>,
    token: Token,
    cfg: ApiConfig,
    limiter: limits::RateLimiter,
    events: EventHub,
    streams: Arc<tokio::sync::Semaphore>,
}

/// The running server.
pub struct ApiServer {
    pub addr: SocketAddr,
    pub events: EventHub,
    pub token_source: TokenSource,
    server: tokio::task::JoinHandle<()>,
    watcher: tokio::task::JoinHandle<()>,
}

impl ApiServer {
    /// Loads the token, binds `cfg.listen` and serves until [`ApiServer::stop`].
    pub async fn start(cfg: &ApiConfig, state_dir: &Path, rt: &Arc<Runtime>) -> Result<ApiServer, ApiError> {
        let (token, token_source) = Token::load(cfg, state_dir)?;
        let listener = tokio::net::TcpListener::bind(&cfg.listen)
            .await
            .map_err(|source| ApiError::Bind { addr: cfg.listen.clone(), source })?;
        let addr = listener.local_addr().map_err(|source| ApiError::Bind { addr: cfg.listen.clone(), source })?;
        let events = EventHub::default();
        let state = Arc::new(ApiState {
            rt: Arc::downgrade(rt),
            token,
            cfg: cfg.clone(),
            limiter: limits::RateLimiter::new(cfg.rate_per_s, cfg.burst),
            events: events.clone(),
            streams: Arc::new(tokio::sync::Semaphore::new(cfg.max_event_streams)),
        });
        let app = routes::router(state);
        let server = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                tracing::error!(error = %e, "operator API stopped serving");
            }
        });
        let watcher =
            tokio::spawn(events::watch_status(Arc::downgrade(rt), events.clone(), Duration::from_millis(200)));
        Ok(ApiServer { addr, events, token_source, server, watcher })
    }

    /// Stops accepting requests and ends the status watcher.
    pub fn stop(&self) {
        self.server.abort();
        self.watcher.abort();
    }
}
