fn main() {
    println!("aide {}", aide::VERSION_LONG);
}
