// Statements the formatter cuts out of definitions and lays out alone, beside lines it leaves in place: the result must be the same as formatting the whole file.
#pragma once
#include <cstdint>
namespace stmts {
inline int single_statement_body(int a) {
return a;
}
inline int short_enough_to_merge_but_not_with_a_placeholder(int a) {
return 1;
}
inline int f() {
return a_name_of_fifty_characters_aaaaaaaaaaaaaaaaaaaaa;
}
inline int a_header_long_enough_to_be_broken_by_clang_format(int first_argument, int second) {
if (first_argument) {
return second;
}
return first_argument;
}
inline int single_long_statement_body(int aaaaaaaaaaaaaaaa, int bbbbbbbbbbbbbbbbbbbb) {
return aaaaaaaaaaaaaaaa + bbbbbbbbbbbbbbbbbbbb + aaaaaaaaaaaaaaaa * bbbbbbbbbbbbbbbbbbbb;
}
inline int blocks(int a, int b) {
int c = a+b;
if (c) {
return c;
}
if (a) {
c = a*b;
c = c+1;
} else if (b) {
c = b;
c = c  *  2;
} else {
c = 0;
}
for (int i = 0; i < a; ++i) {
c += i;


c -= 1;
}
while (c > 100) {
c /= 2;
c = c >> 1;
}
switch (c) {
case 1: {
c = 2;
break;
}
default: {
c = 3;
break;
}
}
done: {
c = c + 0;
goto done;
}
{
int nested = c;
{
int deeper = nested;
{
int deepest = deeper * nested * c * aaaaaaaaaaaaaaaaaaaaaaaaaaa(deeper, nested, c, 123456789, 987654321);
c = deepest;
}
}
}
return c;
}
inline int aaaaaaaaaaaaaaaaaaaaaaaaaaa(int a, int b, int c, int d, int e) {
const int64_t short1 = 1;
const int64_t  long_one = static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b) + c + d + e);
const int64_t long_two = static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b) + c + d + e);
const int64_t long_sev = static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b) + c + d + e);
const char *message = "a message that is long enough to be broken by clang-format because it does not fit";
const char *massage = "a massage that is lung enough to be brokon by clang-format becouse it dous not fit";
const char *escaped = "an escaped \"message\" that is long enough to be broken by clang-format, it does not fit";
char ch = ';';
int values[] = {1, 2, 3};
int more[]{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23};
a * b;
int *p = &a;
int &r = *p;
int x = a<b ? c : d;
int y = values[0] + values[x ? 1 : 2];
SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(aaaaaaaaaaaaaaaaaaaaa, "aaaaaaaaaaaaaaaaaaaaa", -1, {}, at_1_1));
return short1 + long_one + long_two + long_sev + message[0] + massage[0] + values[0] + more[0] + *p + r + x + y + ch;
}
inline int trailing_comments(int a) {
int b = a; // a trailing comment
int c = b;
int d = c;  // another one
int eeeeeeee = d; // aligned with this
int f = eeeeeeee;
int g = f; // not aligned with the next
int h = g;
int iiiiiiii = h;          // nor with this

int jjjj = iiiiiiii; // nor this
int j = jjjj;
if (j) {
int k = j; // in a block
}
return j;
}
inline int digits_in_names(int a1, int a22, int a333) {
const int64_t v1 = a1;
const int32_t v22 = a22;
const int16_t v333 = a333;
const uint8_t w4 = a1;
return v1 + v22 + v333 + w4;
}
inline void short_blocks(bool p) {
if (p) {
x();
}
for (;;) {
y();
}
while (p) {
z();
}
}
inline int same_layout_1(int a1) {
const int64_t b1 = a1 * 11;
SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(argument1, "argument1", 1, {1, 2, 3, 4, 5}, at_1_1));
return b1;
}
inline int same_layout_2(int a2) {
const int64_t b2 = a2 * 22;
SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(argument2, "argument2", 2, {6, 7, 8, 9, 0}, at_2_2));
return b2;
}
// Each definition below has a line the cutting does not take: it is formatted whole.
inline int two_on_a_line(int a) {
int b = a; int c = b;
return c;
}
inline int lambdas(int a) {
auto f = [&](int x) { return x + a; };
int v = f(a);
return v;
}
inline int attributes(int a) {
[[maybe_unused]] int w = a;
return a;
}
inline int usings(int a) {
using std::int64_t;
typedef int T;
T d = a;
return d;
}
inline int do_while(int a) {
do {
a = a - 1;
} while (a > 0);
return a;
}
inline int macros(int a) {
SOME_MACRO(a)
OTHER_MACRO(a);
return a;
}
inline int multi_line_statement(int a) {
int b = a +
a;
return b;
}
inline int block_comment(int a) {
int b = a; /* a block comment */
return b;
}
inline int comment_line(int a) {
// a comment line
int b = a;
return b;
}
inline int continued_comment(int a) {
int b = a; // a comment that goes on \
int c = b;
return a;
}
inline int subscripted_string(int a) {
int z = "abc"[1];
return a + z;
}
inline int label_alone(int a) {
again:
a = a - 1;
return a;
}
inline int unused_declarations(int a, int b) {
[[maybe_unused]] int64_t red13 = 1;
[[maybe_unused]] const int64_t a_long_enough_name_to_wrap_the_statement = static_cast<int64_t>(a) * static_cast<int64_t>(b) + 1;
if (a) {
[[maybe_unused]] const int64_t only = a;
}
if (b) {
int c = b;
[[maybe_unused]]   const   int64_t   spaced = c   +   1;
} else {
[[maybe_unused]] const int64_t nested_deeper_with_a_name_long_enough = static_cast<int64_t>(a) - static_cast<int64_t>(b);
return b;
}
bb1: {
[[maybe_unused]] int64_t after_label = a;
a = a + 1;
}
[[maybe_unused]] [[maybe_unused]] int twice = a;
[[maybe_unused]]int glued = a;
return a;
}
} // namespace stmts
