//! The API's error replies: a status code and a JSON body `{"error": "..."}` naming the problem
//! (never echoing the request's content back).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError { status, message: message.into() }
    }

    pub fn unavailable() -> ApiError {
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "the service is stopping")
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(serde_json::json!({ "error": self.message }))).into_response()
    }
}

impl From<crate::runtime::commands::CommandError> for ApiError {
    fn from(e: crate::runtime::commands::CommandError) -> ApiError {
        use crate::runtime::commands::CommandError as C;
        use crate::runtime::RuntimeError as R;
        let status = match &e {
            C::EmptyText { .. } | C::TextTooLong { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            C::NoOpenQuestion => StatusCode::CONFLICT,
            C::Runtime(R::Busy) => StatusCode::TOO_MANY_REQUESTS,
            C::Runtime(_) => StatusCode::SERVICE_UNAVAILABLE,
        };
        ApiError::new(status, e.to_string())
    }
}
