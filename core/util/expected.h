#pragma once

// A value or the error that prevented it: the subset of C++23 std::expected that Kibitz uses, so
// the switch to the standard type is a rename. Parsers return errors as values (no exceptions
// cross a module boundary).

#include <cassert>
#include <optional>
#include <utility>
#include <variant>

namespace kibitz {

template <typename E>
struct Unexpected {
    E error;
};

template <typename E>
Unexpected<std::decay_t<E>> unexpected(E&& error) {
    return {std::forward<E>(error)};
}

template <typename T, typename E>
class Expected {
public:
    Expected(T value)
        : v_(std::in_place_index<0>, std::move(value)) {} // NOLINT: implicit
    Expected(Unexpected<E> e)
        : v_(std::in_place_index<1>, std::move(e.error)) {} // NOLINT

    bool has_value() const { return v_.index() == 0; }
    explicit operator bool() const { return has_value(); }

    T& value() {
        assert(has_value());
        return std::get<0>(v_);
    }
    const T& value() const {
        assert(has_value());
        return std::get<0>(v_);
    }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const E& error() const {
        assert(!has_value());
        return std::get<1>(v_);
    }

private:
    std::variant<T, E> v_;
};

// Success, or the error that prevented it: `if (!pos.setFen(text))` reads as "if it failed".
template <typename E>
class Expected<void, E> {
public:
    Expected() = default;
    Expected(Unexpected<E> e)
        : error_(std::move(e.error)) {} // NOLINT: implicit

    bool has_value() const { return !error_; }
    explicit operator bool() const { return has_value(); }

    const E& error() const {
        assert(!has_value());
        return *error_;
    }

private:
    std::optional<E> error_;
};

} // namespace kibitz
