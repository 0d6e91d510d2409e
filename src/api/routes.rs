//! The API's routes and their handlers. Every route but the dashboard's files and the OpenAPI
//! description needs the bearer token; every request counts against the rate limit; bodies
//! are bounded and parsed here so that every error is JSON naming the problem.

use super::reply::ApiError;
use super::{assets, events, metrics, view, ApiState};
use crate::runtime::commands::{self, Command, Origin};
use crate::runtime::Runtime;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use std::sync::Arc;
use std::time::Instant;

/// The API's own routes (the ones the OpenAPI description must describe).
#[cfg(test)]
pub const ROUTES: &[&str] = &[
    "/",
    "/api/status",
    "/api/task",
    "/api/answer",
    "/api/cancel",
    "/api/stop",
    "/api/events",
    "/metrics",
    "/api/openapi.json",
    "/api/frame.jpg",
    "/api/scene",
];

/// The router over `state`.
pub fn router(state: Arc<ApiState>) -> Router {
    let mut public = Router::new();
    for (path, ctype, body) in assets::FILES {
        public = public.route(path, get(move || async move { ([(header::CONTENT_TYPE, *ctype)], *body) }));
    }
    let private = Router::new()
        .route("/api/status", get(status))
        .route("/api/task", post(task))
        .route("/api/answer", post(answer))
        .route("/api/cancel", post(cancel))
        .route("/api/stop", post(stop))
        .route("/api/events", get(event_stream))
        .route("/api/frame.jpg", get(frame))
        .route("/api/scene", get(scene))
        .route("/metrics", get(metrics_page))
        .route_layer(middleware::from_fn_with_state(state.clone(), authenticate));
    public
        .merge(private)
        .fallback(|| async { ApiError::new(StatusCode::NOT_FOUND, "no such route (see /api/openapi.json)") })
        .layer(DefaultBodyLimit::max(state.cfg.max_body_bytes))
        .layer(middleware::from_fn_with_state(state.clone(), rate_limit))
        .with_state(state)
}

async fn rate_limit(State(s): State<Arc<ApiState>>, req: Request, next: Next) -> Response {
    if !s.limiter.allow(Instant::now()) {
        let msg = format!("too many requests: at most {} per second (api.rate_per_s)", s.cfg.rate_per_s);
        return ApiError::new(StatusCode::TOO_MANY_REQUESTS, msg).into_response();
    }
    next.run(req).await
}

/// Refuses a request without the right bearer token (401, nothing changes); logs refused
/// state-changing requests, never the token.
async fn authenticate(State(s): State<Arc<ApiState>>, req: Request, next: Next) -> Response {
    let presented = req.headers().get(header::AUTHORIZATION).map(|v| v.as_bytes());
    if s.token.accepts(presented) {
        return next.run(req).await;
    }
    let why = if presented.is_none() { "missing bearer token" } else { "wrong bearer token" };
    if req.method() != Method::GET {
        tracing::warn!(via = "HTTP API", route = %req.uri().path(), outcome = why, "operator command refused");
    }
    let mut resp =
        ApiError::new(StatusCode::UNAUTHORIZED, format!("{why}: send `Authorization: Bearer TOKEN`")).into_response();
    resp.headers_mut().insert(header::WWW_AUTHENTICATE, header::HeaderValue::from_static("Bearer"));
    resp
}

fn runtime(s: &ApiState) -> Result<Arc<Runtime>, ApiError> {
    s.rt.upgrade().ok_or_else(ApiError::unavailable)
}

async fn status(State(s): State<Arc<ApiState>>) -> Result<Json<serde_json::Value>, ApiError> {
    let rt = runtime(&s)?;
    Ok(Json(crate::runtime::service::status_report(&rt)))
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TaskBody {
    instruction: String,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AnswerBody {
    answer: String,
}

/// Parses a JSON body, naming what is wrong with it (never echoing it).
fn parse<T: serde::de::DeserializeOwned>(
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
    max: usize,
) -> Result<T, ApiError> {
    let bytes = body.map_err(|_| {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("request body larger than {max} bytes (api.max_body_bytes)"),
        )
    })?;
    serde_json::from_slice(&bytes).map_err(|e| {
        let what = match e.classify() {
            serde_json::error::Category::Data => "request body does not have the expected fields",
            serde_json::error::Category::Eof => "request body is incomplete JSON",
            _ => "request body is not valid JSON",
        };
        ApiError::new(
            StatusCode::BAD_REQUEST,
            format!("{what} (line {}, column {}; see /api/openapi.json)", e.line(), e.column()),
        )
    })
}

async fn run(s: &ApiState, cmd: Command) -> Result<Json<serde_json::Value>, ApiError> {
    let rt = runtime(s)?;
    let verb = cmd.verb();
    commands::execute(&rt, cmd, Origin::Api, s.cfg.max_text_chars)?;
    s.events.publish("operator", format!("operator: {verb}"));
    Ok(Json(serde_json::json!({ "ok": true, "command": verb })))
}

async fn task(
    State(s): State<Arc<ApiState>>,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let b: TaskBody = parse(body, s.cfg.max_body_bytes)?;
    run(&s, Command::Task(b.instruction)).await
}

async fn answer(
    State(s): State<Arc<ApiState>>,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let b: AnswerBody = parse(body, s.cfg.max_body_bytes)?;
    run(&s, Command::Answer(b.answer)).await
}

async fn cancel(State(s): State<Arc<ApiState>>) -> Result<Json<serde_json::Value>, ApiError> {
    run(&s, Command::Cancel).await
}

async fn stop(State(s): State<Arc<ApiState>>) -> Result<Json<serde_json::Value>, ApiError> {
    run(&s, Command::Stop).await
}

async fn metrics_page(State(s): State<Arc<ApiState>>) -> Result<impl IntoResponse, ApiError> {
    let rt = runtime(&s)?;
    let text = metrics::render(&rt);
    Ok(([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], text))
}

async fn scene(State(s): State<Arc<ApiState>>) -> Result<Json<view::Scene>, ApiError> {
    let rt = runtime(&s)?;
    let obs = rt.latest_observation().ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "no observation yet"))?;
    Ok(Json(view::scene(&obs, rt.status().tool_track)))
}

async fn frame(State(s): State<Arc<ApiState>>) -> Result<impl IntoResponse, ApiError> {
    let obs = runtime(&s)?.latest_observation();
    let frame = obs.and_then(|o| o.frame.clone()).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "the latest observation has no image (sim.render_every = 0 or no frame yet)",
        )
    })?;
    let bytes = tokio::task::spawn_blocking(move || view::jpeg(&frame))
        .await
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("encoding task: {e}")))?
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    Ok(([(header::CONTENT_TYPE, "image/jpeg"), (header::CACHE_CONTROL, "no-store")], bytes))
}

async fn event_stream(State(s): State<Arc<ApiState>>) -> Result<impl IntoResponse, ApiError> {
    let permit = s.streams.clone().try_acquire_owned().map_err(|_| {
        let msg = format!("{} event streams are open already (api.max_event_streams)", s.cfg.max_event_streams);
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, msg)
    })?;
    let rx = s.events.subscribe();
    let stream = futures_util::stream::unfold((rx, permit), |(mut rx, permit)| async move {
        use tokio::sync::broadcast::error::RecvError;
        let ev = match rx.recv().await {
            Ok(e) => e,
            Err(RecvError::Lagged(n)) => {
                events::Event { kind: "lagged", text: format!("{n} events were dropped for this slow client") }
            }
            Err(RecvError::Closed) => return None,
        };
        let sse = SseEvent::default().event(ev.kind).json_data(&ev).unwrap_or_else(|_| SseEvent::default());
        Some((Ok::<_, std::convert::Infallible>(sse), (rx, permit)))
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}
