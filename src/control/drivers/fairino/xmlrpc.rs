//! The small XML-RPC subset the FAIRINO controller speaks on port 20003: HTTP/1.1
//! `POST /RPC2` with keep-alive, `methodCall` / `methodResponse` carrying int, double,
//! boolean, string, array and struct values, and `fault` answers. Both directions are
//! here: the client used by the driver and the request parsing used by the fake server.

use std::fmt::Write as _;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::time::Duration;

/// An XML-RPC value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Int(i32),
    Double(f64),
    Bool(bool),
    Str(String),
    Array(Vec<Value>),
    Struct(Vec<(String, Value)>),
}

impl Value {
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(*i as i64),
            Value::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }
    /// Numbers of either kind as f64.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Int(i) => Some(*i as f64),
            Value::Double(d) => Some(*d),
            _ => None,
        }
    }
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }
    /// An array of `n` numbers.
    pub fn as_f64_array<const N: usize>(&self) -> Option<[f64; N]> {
        let a = self.as_array()?;
        if a.len() != N {
            return None;
        }
        let mut out = [0.0; N];
        for (o, v) in out.iter_mut().zip(a) {
            *o = v.as_f64()?;
        }
        Some(out)
    }
    pub fn doubles(v: &[f64]) -> Value {
        Value::Array(v.iter().map(|x| Value::Double(*x)).collect())
    }
}

/// Why an XML-RPC exchange failed.
#[derive(Debug, thiserror::Error)]
pub enum RpcError {
    #[error("I/O: {0}")]
    Io(#[from] io::Error),
    #[error("no answer within {0} ms")]
    Timeout(u64),
    #[error("HTTP: {0}")]
    Http(String),
    #[error("XML: {0}")]
    Xml(String),
    #[error("fault {code}: {message}")]
    Fault { code: i64, message: String },
}

// ---------------------------------------------------------------------------------------
// Encoding

fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
}

fn encode_value(out: &mut String, v: &Value) {
    out.push_str("<value>");
    match v {
        Value::Int(i) => {
            let _ = write!(out, "<int>{i}</int>");
        }
        Value::Double(d) => {
            // `{:?}` prints the shortest representation that round-trips, always with a
            // digit after the point; XML-RPC has no NaN/inf (callers reject them first).
            let _ = write!(out, "<double>{d:?}</double>");
        }
        Value::Bool(b) => {
            let _ = write!(out, "<boolean>{}</boolean>", *b as u8);
        }
        Value::Str(s) => {
            out.push_str("<string>");
            escape_into(out, s);
            out.push_str("</string>");
        }
        Value::Array(a) => {
            out.push_str("<array><data>");
            for x in a {
                encode_value(out, x);
            }
            out.push_str("</data></array>");
        }
        Value::Struct(m) => {
            out.push_str("<struct>");
            for (k, x) in m {
                out.push_str("<member><name>");
                escape_into(out, k);
                out.push_str("</name>");
                encode_value(out, x);
                out.push_str("</member>");
            }
            out.push_str("</struct>");
        }
    }
    out.push_str("</value>");
}

/// Writes a `methodCall` document into `out` (cleared first).
pub fn encode_call(out: &mut String, method: &str, params: &[Value]) {
    out.clear();
    out.push_str("<?xml version=\"1.0\"?>\n<methodCall><methodName>");
    escape_into(out, method);
    out.push_str("</methodName><params>");
    for p in params {
        out.push_str("<param>");
        encode_value(out, p);
        out.push_str("</param>");
    }
    out.push_str("</params></methodCall>\n");
}

/// Writes a successful `methodResponse` into `out` (cleared first).
pub fn encode_response(out: &mut String, v: &Value) {
    out.clear();
    out.push_str("<?xml version=\"1.0\"?>\n<methodResponse><params><param>");
    encode_value(out, v);
    out.push_str("</param></params></methodResponse>\n");
}

/// Writes a `fault` `methodResponse` into `out` (cleared first).
pub fn encode_fault(out: &mut String, code: i32, message: &str) {
    out.clear();
    out.push_str("<?xml version=\"1.0\"?>\n<methodResponse><fault>");
    let v =
        Value::Struct(vec![("faultCode".into(), Value::Int(code)), ("faultString".into(), Value::Str(message.into()))]);
    encode_value(out, &v);
    out.push_str("</fault></methodResponse>\n");
}

// ---------------------------------------------------------------------------------------
// Parsing: a tokenizer of tags and text, enough for XML-RPC documents.

#[derive(Debug, PartialEq)]
enum Tok<'a> {
    Open(&'a str),
    Close(&'a str),
    /// `<x/>`
    Empty(&'a str),
    Text(&'a str),
}

struct Lexer<'a> {
    s: &'a str,
    pos: usize,
}

impl<'a> Lexer<'a> {
    fn new(s: &'a str) -> Self {
        Lexer { s, pos: 0 }
    }

    fn next(&mut self) -> Result<Option<Tok<'a>>, RpcError> {
        loop {
            let rest = &self.s[self.pos..];
            if rest.is_empty() {
                return Ok(None);
            }
            if let Some(r) = rest.strip_prefix('<') {
                let end = r.find('>').ok_or_else(|| RpcError::Xml("unterminated tag".into()))?;
                let inner = &r[..end];
                self.pos += end + 2;
                if inner.starts_with('?') || inner.starts_with('!') {
                    continue; // declaration or comment
                }
                if let Some(name) = inner.strip_prefix('/') {
                    return Ok(Some(Tok::Close(name.trim())));
                }
                if let Some(name) = inner.strip_suffix('/') {
                    return Ok(Some(Tok::Empty(tag_name(name))));
                }
                return Ok(Some(Tok::Open(tag_name(inner))));
            }
            let end = rest.find('<').unwrap_or(rest.len());
            self.pos += end;
            return Ok(Some(Tok::Text(&rest[..end])));
        }
    }

    /// Next token that is not whitespace-only text.
    fn next_sig(&mut self) -> Result<Option<Tok<'a>>, RpcError> {
        loop {
            match self.next()? {
                Some(Tok::Text(t)) if t.trim().is_empty() => continue,
                other => return Ok(other),
            }
        }
    }

    fn expect_open(&mut self, name: &str) -> Result<(), RpcError> {
        match self.next_sig()? {
            Some(Tok::Open(n)) if n == name => Ok(()),
            other => Err(RpcError::Xml(format!("expected <{name}>, found {other:?}"))),
        }
    }

    fn expect_close(&mut self, name: &str) -> Result<(), RpcError> {
        match self.next_sig()? {
            Some(Tok::Close(n)) if n == name => Ok(()),
            other => Err(RpcError::Xml(format!("expected </{name}>, found {other:?}"))),
        }
    }

    /// Text up to the closing tag `name` (which is consumed).
    fn text_until_close(&mut self, name: &str) -> Result<String, RpcError> {
        let mut text = String::new();
        loop {
            match self.next()? {
                Some(Tok::Text(t)) => text.push_str(t),
                Some(Tok::Close(n)) if n == name => return Ok(unescape(&text)),
                other => return Err(RpcError::Xml(format!("expected text in <{name}>, found {other:?}"))),
            }
        }
    }
}

fn tag_name(inner: &str) -> &str {
    inner.split_whitespace().next().unwrap_or("")
}

fn unescape(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'").replace("&amp;", "&")
}

/// Parses the inside of `<value>` (the opening tag already consumed) up to `</value>`.
fn parse_value_body(lx: &mut Lexer<'_>) -> Result<Value, RpcError> {
    let mut text = String::new();
    loop {
        match lx.next()? {
            Some(Tok::Text(t)) => text.push_str(t),
            // untyped value: a string
            Some(Tok::Close("value")) => return Ok(Value::Str(unescape(&text))),
            Some(Tok::Empty("string")) => {
                lx.expect_close("value")?;
                return Ok(Value::Str(String::new()));
            }
            Some(Tok::Empty("nil")) => {
                lx.expect_close("value")?;
                return Ok(Value::Str(String::new()));
            }
            Some(Tok::Open(ty)) => {
                let v = match ty {
                    "int" | "i4" | "i8" => {
                        let t = lx.text_until_close(ty)?;
                        Value::Int(t.trim().parse().map_err(|_| RpcError::Xml(format!("bad <{ty}> `{t}`")))?)
                    }
                    "double" => {
                        let t = lx.text_until_close(ty)?;
                        Value::Double(t.trim().parse().map_err(|_| RpcError::Xml(format!("bad <double> `{t}`")))?)
                    }
                    "boolean" => {
                        let t = lx.text_until_close(ty)?;
                        match t.trim() {
                            "1" | "true" => Value::Bool(true),
                            "0" | "false" => Value::Bool(false),
                            _ => return Err(RpcError::Xml(format!("bad <boolean> `{t}`"))),
                        }
                    }
                    "string" => Value::Str(lx.text_until_close("string")?),
                    "array" => {
                        lx.expect_open("data")?;
                        let mut items = Vec::new();
                        loop {
                            match lx.next_sig()? {
                                Some(Tok::Open("value")) => items.push(parse_value_body(lx)?),
                                Some(Tok::Close("data")) => break,
                                Some(Tok::Empty("data")) => break,
                                other => return Err(RpcError::Xml(format!("in <array>: {other:?}"))),
                            }
                        }
                        lx.expect_close("array")?;
                        Value::Array(items)
                    }
                    "struct" => {
                        let mut members = Vec::new();
                        loop {
                            match lx.next_sig()? {
                                Some(Tok::Open("member")) => {
                                    lx.expect_open("name")?;
                                    let name = lx.text_until_close("name")?;
                                    lx.expect_open("value")?;
                                    let v = parse_value_body(lx)?;
                                    lx.expect_close("member")?;
                                    members.push((name, v));
                                }
                                Some(Tok::Close("struct")) => break,
                                other => return Err(RpcError::Xml(format!("in <struct>: {other:?}"))),
                            }
                        }
                        Value::Struct(members)
                    }
                    other => return Err(RpcError::Xml(format!("unsupported type <{other}>"))),
                };
                lx.expect_close("value")?;
                return Ok(v);
            }
            other => return Err(RpcError::Xml(format!("in <value>: {other:?}"))),
        }
    }
}

fn parse_params(lx: &mut Lexer<'_>) -> Result<Vec<Value>, RpcError> {
    let mut out = Vec::new();
    loop {
        match lx.next_sig()? {
            Some(Tok::Open("param")) => {
                lx.expect_open("value")?;
                out.push(parse_value_body(lx)?);
                lx.expect_close("param")?;
            }
            Some(Tok::Close("params")) => return Ok(out),
            other => return Err(RpcError::Xml(format!("in <params>: {other:?}"))),
        }
    }
}

/// Parses a `methodResponse`: the single result value, or [`RpcError::Fault`].
pub fn parse_response(doc: &str) -> Result<Value, RpcError> {
    let mut lx = Lexer::new(doc);
    lx.expect_open("methodResponse")?;
    match lx.next_sig()? {
        Some(Tok::Open("params")) => {
            let mut ps = parse_params(&mut lx)?;
            if ps.len() != 1 {
                return Err(RpcError::Xml(format!("{} result values, expected 1", ps.len())));
            }
            Ok(ps.remove(0))
        }
        Some(Tok::Open("fault")) => {
            lx.expect_open("value")?;
            let v = parse_value_body(&mut lx)?;
            let (mut code, mut message) = (0, String::new());
            if let Value::Struct(m) = v {
                for (k, x) in m {
                    match (k.as_str(), x) {
                        ("faultCode", x) => code = x.as_i64().unwrap_or(0),
                        ("faultString", Value::Str(s)) => message = s,
                        _ => {}
                    }
                }
            }
            Err(RpcError::Fault { code, message })
        }
        other => Err(RpcError::Xml(format!("in <methodResponse>: {other:?}"))),
    }
}

/// Parses a `methodCall` into the method name and its parameters.
pub fn parse_call(doc: &str) -> Result<(String, Vec<Value>), RpcError> {
    let mut lx = Lexer::new(doc);
    lx.expect_open("methodCall")?;
    lx.expect_open("methodName")?;
    let name = lx.text_until_close("methodName")?.trim().to_string();
    let params = match lx.next_sig()? {
        Some(Tok::Open("params")) => parse_params(&mut lx)?,
        Some(Tok::Empty("params")) | Some(Tok::Close("methodCall")) => Vec::new(),
        other => return Err(RpcError::Xml(format!("in <methodCall>: {other:?}"))),
    };
    Ok((name, params))
}

// ---------------------------------------------------------------------------------------
// HTTP

/// One HTTP message read from a stream: the body, and whether the peer asked to close.
pub struct HttpMessage {
    /// Request line or status line.
    pub start_line: String,
    pub body: String,
    pub close: bool,
}

/// Reads one HTTP/1.x message with a `Content-Length` body. `Ok(None)` on a clean EOF
/// before the first byte.
pub fn read_http_message<R: BufRead>(r: &mut R, max_body: usize) -> io::Result<Option<HttpMessage>> {
    let mut line = String::new();
    let n = r.read_line(&mut line)?;
    if n == 0 {
        return Ok(None);
    }
    let start_line = line.trim_end().to_string();
    let mut len: Option<usize> = None;
    let mut close = start_line.ends_with("HTTP/1.0");
    loop {
        line.clear();
        if r.read_line(&mut line)? == 0 {
            return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "connection closed in HTTP headers"));
        }
        let h = line.trim_end();
        if h.is_empty() {
            break;
        }
        if let Some((k, v)) = h.split_once(':') {
            let k = k.trim().to_ascii_lowercase();
            let v = v.trim();
            if k == "content-length" {
                len =
                    Some(v.parse().map_err(|_| {
                        io::Error::new(io::ErrorKind::InvalidData, format!("bad Content-Length `{v}`"))
                    })?);
            } else if k == "connection" {
                close = v.eq_ignore_ascii_case("close");
            }
        }
    }
    let len = len.ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, "no Content-Length"))?;
    if len > max_body {
        return Err(io::Error::new(io::ErrorKind::InvalidData, format!("body of {len} bytes is too large")));
    }
    let mut body = vec![0u8; len];
    r.read_exact(&mut body)?;
    let body = String::from_utf8(body).map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "body is not UTF-8"))?;
    Ok(Some(HttpMessage { start_line, body, close }))
}

/// Largest response body accepted.
const MAX_BODY: usize = 1 << 20;

/// XML-RPC client over one kept-alive TCP connection. Every call is bounded by `timeout`.
pub struct RpcClient {
    addr: SocketAddr,
    host_header: String,
    timeout: Duration,
    conn: Option<BufReader<TcpStream>>,
    body: String,
    request: Vec<u8>,
}

impl RpcClient {
    pub fn new(host: &str, port: u16, timeout: Duration) -> io::Result<Self> {
        let addr = (host, port)
            .to_socket_addrs()?
            .next()
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, format!("`{host}` has no address")))?;
        Ok(RpcClient {
            addr,
            host_header: format!("{host}:{port}"),
            timeout,
            conn: None,
            body: String::with_capacity(1024),
            request: Vec::with_capacity(1536),
        })
    }

    pub fn is_connected(&self) -> bool {
        self.conn.is_some()
    }

    /// Opens the connection (bounded by the timeout).
    pub fn connect(&mut self) -> io::Result<()> {
        let s = TcpStream::connect_timeout(&self.addr, self.timeout)?;
        s.set_nodelay(true)?;
        s.set_read_timeout(Some(self.timeout))?;
        s.set_write_timeout(Some(self.timeout))?;
        self.conn = Some(BufReader::new(s));
        Ok(())
    }

    pub fn disconnect(&mut self) {
        if let Some(c) = self.conn.take() {
            let _ = c.get_ref().shutdown(std::net::Shutdown::Both);
        }
    }

    /// Calls `method`. On any transport error the connection is dropped (the next call
    /// reconnects); a fault answer keeps it.
    pub fn call(&mut self, method: &str, params: &[Value]) -> Result<Value, RpcError> {
        if self.conn.is_none() {
            self.connect()?;
        }
        encode_call(&mut self.body, method, params);
        self.request.clear();
        let _ = write!(
            self.request,
            "POST /RPC2 HTTP/1.1\r\nHost: {}\r\nUser-Agent: aide\r\nContent-Type: text/xml\r\nContent-Length: {}\r\n\r\n",
            self.host_header,
            self.body.len()
        );
        self.request.extend_from_slice(self.body.as_bytes());
        let timeout_ms = self.timeout.as_millis() as u64;
        let result = (|| {
            let conn = self.conn.as_mut().ok_or_else(|| io::Error::from(io::ErrorKind::NotConnected))?;
            conn.get_mut().write_all(&self.request)?;
            read_http_message(conn, MAX_BODY)
        })();
        let msg = match result {
            Ok(Some(m)) => m,
            Ok(None) => {
                self.disconnect();
                return Err(RpcError::Io(io::Error::new(
                    io::ErrorKind::ConnectionAborted,
                    "connection closed by the controller",
                )));
            }
            Err(e) if matches!(e.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => {
                self.disconnect();
                return Err(RpcError::Timeout(timeout_ms));
            }
            Err(e) => {
                self.disconnect();
                return Err(RpcError::Io(e));
            }
        };
        if msg.close {
            self.disconnect();
        }
        let status = msg.start_line.split_whitespace().nth(1).unwrap_or("");
        if status != "200" {
            return Err(RpcError::Http(msg.start_line));
        }
        parse_response(&msg.body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_servoj_call_round_trips_through_the_encoder_and_parser() {
        let params = vec![
            Value::doubles(&[1.5, -90.0, 0.0, 12.25, 3.0, 0.1]),
            Value::doubles(&[0.0; 4]),
            Value::Double(0.0),
            Value::Double(0.0),
            Value::Double(0.008),
            Value::Double(0.0),
            Value::Double(0.0),
            Value::Int(7),
        ];
        let mut doc = String::new();
        encode_call(&mut doc, "ServoJ", &params);
        let (name, back) = parse_call(&doc).unwrap();
        assert_eq!(name, "ServoJ");
        assert_eq!(back, params);
    }

    #[test]
    fn responses_of_other_implementations_parse() {
        // Python's xmlrpc.client style: whitespace, <i4>, untyped strings, nested arrays.
        let doc = "<?xml version='1.0'?>\n<methodResponse>\n<params>\n<param>\n<value><array><data>\n\
                   <value><i4>0</i4></value>\n<value><double>1.5</double></value>\n<value>txt &amp; more</value>\n\
                   </data></array></value>\n</param>\n</params>\n</methodResponse>\n";
        let v = parse_response(doc).unwrap();
        assert_eq!(v, Value::Array(vec![Value::Int(0), Value::Double(1.5), Value::Str("txt & more".into())]));
    }

    #[test]
    fn a_fault_answer_becomes_an_error_with_its_code() {
        let mut doc = String::new();
        encode_fault(&mut doc, 4, "parameter <out of range>");
        match parse_response(&doc) {
            Err(RpcError::Fault { code, message }) => {
                assert_eq!((code, message.as_str()), (4, "parameter <out of range>"))
            }
            other => panic!("expected a fault, got {other:?}"),
        }
    }

    #[test]
    fn malformed_documents_are_errors_not_panics() {
        for doc in ["", "<methodResponse>", "<methodResponse><params><param><value><int>x</int>", "<a><<"] {
            assert!(parse_response(doc).is_err(), "{doc}");
        }
    }
}
